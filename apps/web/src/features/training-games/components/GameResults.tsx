// The results screen after a play: the server's score and grade, what the ant gained, and when to play again.
import type { GameCompletionResult } from "@antbrawl/protocol/training-games";
import { GAME_NAMES } from "@antbrawl/rules/training/games/constants";
import { formatNumber } from "../../../lib/format/numbers";

const SUMMARY_LABELS: Record<string, string> = {
  score: "Score",
  points: "Points",
  time_bonus: "Time bonus",
  boulders_pushed: "Boulders pushed",
  rocks_hit: "Rocks hit",
  pickups: "Pickups",
  hits: "Hits",
  misses: "Misses",
  escaped: "Targets missed",
  best_combo: "Best streak",
  patterns_completed: "Patterns completed",
  mistakes: "Mistakes",
  best_level: "Best level",
};

export function GameResults({ result, onBack }: { result: GameCompletionResult; onBack(): void }) {
  const next = new Date(result.next_play_available);
  return (
    <section className="card tg-results" aria-labelledby="tg-results-title">
      <h3 id="tg-results-title">{GAME_NAMES[result.game]} results</h3>
      <div className="tg-grade-row">
        <p className={`tg-grade tg-grade-${result.grade}`}>
          <span className="visually-hidden">Grade </span>
          {result.grade}
        </p>
        <dl className="tg-facts">
          {(
            [
              ["score", result.score],
              ["points", result.points],
              ["time_bonus", `+${result.time_bonus}`],
              ...Object.entries(result.summary),
            ] as [string, string | number][]
          ).map(([key, value]) => (
            <div key={key} className="tg-fact">
              <dt>{SUMMARY_LABELS[key] ?? key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p role="status">{result.message}</p>
      <ul className="tg-gains">
        <li>+{result.experience_gained} XP</li>
        <li>−{result.energy_consumed} energy</li>
        {Object.entries(result.stat_improvements).map(([stat, gain]) => (
          <li key={stat}>
            {stat} +{formatNumber(gain)}
          </li>
        ))}
      </ul>
      <p className="small muted">
        Next play of {GAME_NAMES[result.game]}:{" "}
        {next.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
      </p>
      <button type="button" className="btn btn-primary" onClick={onBack}>
        Back to Training Games
      </button>
    </section>
  );
}
