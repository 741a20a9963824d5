// The four mini-games as cards: what each trains, whether it can be played today, and today's result.
import type { TrainingGamesStatusAnswer } from "@antbrawl/protocol/training-games";
import { GAME_IDS, GAME_NAMES, GAME_STATS, type GameId } from "@antbrawl/rules/training/games/constants";

const ICONS: Record<GameId, string> = { strength: "🪨", speed: "🏃", precision: "🎯", memory: "🧠" };
const INPUT: Record<GameId, string> = {
  strength: "Mouse or touch",
  speed: "Arrow keys, WASD or buttons",
  precision: "Mouse or touch",
  memory: "Mouse or touch",
};

function nextText(iso: string | null): string {
  if (!iso) return "";
  const at = new Date(iso);
  return `Next play: ${at.toLocaleString(undefined, { weekday: "short", hour: "2-digit", minute: "2-digit" })}`;
}

interface Props {
  status: TrainingGamesStatusAnswer["games_status"] | undefined;
  busy: boolean;
  onPlay(game: GameId): void;
}

export function GamePicker({ status, busy, onPlay }: Props) {
  return (
    <ul className="tg-picker">
      {GAME_IDS.map((game) => {
        const entry = status?.[game];
        return (
          <li key={game} className="card tg-card">
            <h3>
              <span aria-hidden="true">{ICONS[game]}</span> {GAME_NAMES[game]}
            </h3>
            <p className="small muted">
              Trains {GAME_STATS[game].join(" and ")} · {INPUT[game]} · 30 seconds
            </p>
            {entry?.today ? (
              <p className="tg-today">
                Today: {entry.today.score} points, grade <strong>{entry.today.grade}</strong>
              </p>
            ) : null}
            {entry && !entry.can_play ? <p className="small tg-reason">{entry.reason}</p> : null}
            {entry?.next_available ? <p className="small muted">{nextText(entry.next_available)}</p> : null}
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !entry?.can_play}
              onClick={() => onPlay(game)}
              aria-label={`Play ${GAME_NAMES[game]}`}
            >
              {entry && !entry.can_play && entry.next_available ? "Played today" : "Play"}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
