// After a successful battle request: the server's message, the matched opponent and the estimated wait; Cancel.
import type { BattleRequestAnswer } from "@antbrawl/protocol/battles";
import { tierFor } from "@antbrawl/rules/rating/tiers";

interface Props {
  request: BattleRequestAnswer;
  starting: boolean;
  cancelling: boolean;
  onCancel(): void;
}

export function SearchingPanel({ request, starting, cancelling, onCancel }: Props) {
  const opponent = request.opponent;
  return (
    <section className="card searching" aria-label="Searching for an opponent">
      <div className="searching-spinner" aria-hidden="true">
        🔍
      </div>
      <p className="searching-message">{request.message}</p>
      {opponent ? (
        <p>
          Opponent: <strong>{opponent.ant_name}</strong>{" "}
          <span className="muted">
            ({opponent.username}, Lv {opponent.level}, {Math.round(opponent.elo_rating)} ELO ·{" "}
            {tierFor(opponent.elo_rating)})
          </span>
        </p>
      ) : (
        <p className="muted">Looking for a worthy challenger...</p>
      )}
      <p className="muted small">
        Estimated wait: {Math.max(0, Math.round(request.estimated_wait))} seconds
        {starting ? " · entering the arena..." : ""}
      </p>
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={starting || cancelling}>
        {cancelling ? "Cancelling..." : "Cancel"}
      </button>
    </section>
  );
}
