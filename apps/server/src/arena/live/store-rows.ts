// A stored live battle as the room and the outbox see it: the row's clock and seats, and the store's record.
import type { BattleRow, ParticipantRow } from "../../battles";
import type { DomainEvent } from "../../events/catalogue";
import type { StoredLive } from "../../live/ports";
import type { LiveRow } from "./repository";

/**
 * What the store keeps of a live battle for the outbox: the battle and its sides as loaded (or as settled, with the
 * domain events the settlement raised, delivered once the ending is sent).
 */
export interface LiveRecord {
  battle: BattleRow;
  sides: ParticipantRow[];
  raised?: DomainEvent[];
}

/** A stored live row as the room sees it. */
export function storedLive(row: LiveRow, spectators: readonly string[]): StoredLive {
  return {
    phase: row.phase,
    turn: row.turn,
    countdownEndsAt: row.countdown_ends_at.getTime(),
    turnEndsAt: row.turn_ends_at?.getTime() ?? null,
    owner: row.lease_owner,
    seats: [
      {
        tactic: row.tactic_0,
        pending: row.pending_0,
        connected: row.connected_0,
        leftAt: row.left_at_0?.getTime() ?? null,
      },
      {
        tactic: row.tactic_1,
        pending: row.pending_1,
        connected: row.connected_1,
        leftAt: row.left_at_1?.getTime() ?? null,
      },
    ],
    spectators,
  };
}
