// The queue ('Searching for Opponent', Cancel Search, the practice offer) and the countdown ('Battle Found!', 'Get Ready!').
import type { LiveBattle } from "@antbrawl/protocol/ws-server";
import { useQueueStatusQuery } from "../api/queue-status-api";
import { ARENA_TEXTS } from "../arena-messages";
import { isHouseSide, PracticeOffer, PracticeTag } from "./Practice";

/** How often a search asks who else searches (the estimate moves in 5 s steps, W3). */
const STATUS_EVERY_MS = 3000;

export function QueuePanel({ message, onCancel }: { message: string | null; onCancel(): void }) {
  const status = useQueueStatusQuery(undefined, { pollingInterval: STATUS_EVERY_MS, refetchOnMountOrArgChange: true });
  const estimate = status.data?.searching ? status.data : null;
  return (
    <div className="arena-waiting" role="status">
      <div className="arena-spinner" aria-hidden="true" />
      <h3>Searching for Opponent</h3>
      <p>{message ?? ARENA_TEXTS.searching}</p>
      {estimate ? (
        <p className="arena-estimate muted">
          {estimate.message} · searching for {estimate.waited_seconds} s
        </p>
      ) : null}
      {estimate?.practice_offer && estimate.ant_id ? <PracticeOffer antId={estimate.ant_id} /> : null}
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
          {battle && isHouseSide(battle, b) ? <PracticeTag /> : null}
        </p>
      ) : null}
      <p className="arena-get-ready">Get Ready!</p>
      {message ? <p className="arena-countdown-message">{message}</p> : null}
    </div>
  );
}
