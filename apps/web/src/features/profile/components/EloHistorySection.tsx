// ELO history per ant: a caption with the first, last and best rating, and a chart loaded only when shown.
import type { EloHistory } from "@antbrawl/protocol/profile";
import { lazy, Suspense } from "react";
import { LoadingNote } from "../../../components/LoadingNote";

const EloChart = lazy(() => import("./EloChart"));

/** The chart's text alternative: where the rating started, where it is, its best, and how many ranked battles. */
function eloSummary(history: EloHistory): string {
  const ratings = history.points.map((point) => point.elo);
  const battles = history.points.length - 1;
  if (battles === 0) return `No ranked battles yet: rating ${ratings[0] ?? "–"}.`;
  const from = history.truncated ? `From ${ratings[0]} (latest ${battles} ranked battles)` : `Started at ${ratings[0]}`;
  const count = history.truncated ? "" : `, ${battles} ranked ${battles === 1 ? "battle" : "battles"}`;
  return `${from}, now ${ratings.at(-1)}, best ${Math.max(...ratings)}${count}.`;
}

export function EloHistorySection({ histories }: { histories: readonly EloHistory[] }) {
  return (
    <section className="card" aria-labelledby="profile-elo-heading">
      <h2 id="profile-elo-heading">ELO History</h2>
      {histories.length === 0 ? (
        <p className="muted">Create an ant and fight ranked battles to see its rating over time.</p>
      ) : (
        <div className="profile-elo-list">
          {histories.map((history) => (
            <figure key={history.ant_id} className="profile-elo" aria-labelledby={`elo-caption-${history.ant_id}`}>
              <figcaption id={`elo-caption-${history.ant_id}`}>
                <span className="ant-dot" style={{ background: history.color }} aria-hidden="true" />
                <strong>{history.ant_name}</strong>
                <span className="muted small">{eloSummary(history)}</span>
              </figcaption>
              {history.points.length > 1 ? (
                <Suspense fallback={<LoadingNote text="Loading the chart…" />}>
                  <EloChart history={history} />
                </Suspense>
              ) : null}
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
