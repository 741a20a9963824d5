// The queue ('Searching for Opponent', Cancel Search) and the countdown ('Battle Found!', 'Get Ready!').
import type { LiveBattle } from "@antbrawl/protocol/ws-server";
import { ARENA_TEXTS } from "../arena-messages";

export function QueuePanel({ message, onCancel }: { message: string | null; onCancel(): void }) {
  return (
    <div className="arena-waiting" role="status">
      <div className="arena-spinner" aria-hidden="true" />
      <h3>Searching for Opponent</h3>
      <p>{message ?? ARENA_TEXTS.searching}</p>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel Search
      </button>
    </div>
  );
}

export function CountdownPanel({ battle, message }: { battle: LiveBattle | null; message: string | null }) {
  const [a, b] = battle?.participants ?? [];
  return (
    <div className="arena-waiting arena-countdown" role="status">
      <h3>Battle Found!</h3>
      {a && b ? (
        <p className="arena-versus">
          <strong>{a.ant_name}</strong> <span className="muted">vs</span> <strong>{b.ant_name}</strong>
        </p>
      ) : null}
      <p className="arena-get-ready">Get Ready!</p>
      {message ? <p className="arena-countdown-message">{message.replace(/^Get Ready!\s*/, "")}</p> : null}
    </div>
  );
}
