// History sub-tab: the ant's battle record, its rating over time and its latest battles.
import type { Ant } from "@antbrawl/protocol/ants";
import { LoadingNote } from "../../../components/LoadingNote";
import { useInspectorBattlesQuery } from "./inspector-api";
import { RatingChart } from "./RatingChart";
import { antBattles, ratingSeries } from "./rating-series";

const RECENT = 8;

export function HistoryPanel({ userId, ant }: { userId: string; ant: Ant }) {
  const history = useInspectorBattlesQuery(userId);
  const record = ant.battle_history;
  const fought = record.wins + record.losses;
  const battles = antBattles(history.data?.battles ?? [], ant.id);
  const series = ratingSeries(battles, record.elo_rating);
  return (
    <div className="inspector-grid">
      <section className="inspector-section" aria-label="Battle record">
        <h3>Battle record</h3>
        <dl className="inspector-facts">
          <dt>Wins</dt>
          <dd>{record.wins}</dd>
          <dt>Losses</dt>
          <dd>{record.losses}</dd>
          <dt>Win rate</dt>
          <dd>{fought > 0 ? `${Math.round((record.wins / fought) * 100)}%` : "–"}</dd>
          <dt>ELO rating</dt>
          <dd>{record.elo_rating}</dd>
          <dt>Win streak</dt>
          <dd>{record.win_streak}</dd>
          <dt>Battle scars</dt>
          <dd>{ant.appearance.battle_scars.length > 0 ? ant.appearance.battle_scars.join(", ") : "None"}</dd>
        </dl>
        <p className="muted small">
          Self battles are practice: they are listed below but leave the record and the rating as they were.
        </p>
      </section>
      <section className="inspector-section" aria-label="Rating over time">
        <h3>Rating over time</h3>
        {history.isLoading ? (
          <LoadingNote text="Loading battles…" />
        ) : series.length < 2 ? (
          <p className="muted">No battles yet: rating {record.elo_rating}.</p>
        ) : (
          <>
            <RatingChart series={series} />
            <p className="muted small">
              {battles.length} {battles.length === 1 ? "battle" : "battles"} (self and friendly battles keep the
              rating): from {series[0]?.value} to {series.at(-1)?.value}.
            </p>
          </>
        )}
      </section>
      <section className="inspector-section inspector-wide" aria-label="Latest battles">
        <h3>Latest battles</h3>
        {battles.length === 0 ? (
          <p className="muted">No Battle History</p>
        ) : (
          <ul className="inspector-battles">
            {battles
              .slice(-RECENT)
              .reverse()
              .map((battle) => (
                <li key={battle.id}>
                  <span className={battle.won ? "won" : "lost"}>{battle.won ? "Won" : "Lost"}</span> vs{" "}
                  {battle.opponent} <span className="muted small">({battle.battleType.replace("_", " ")})</span>{" "}
                  <span className="muted small">{new Date(battle.at).toLocaleDateString()}</span>
                </li>
              ))}
          </ul>
        )}
      </section>
    </div>
  );
}
