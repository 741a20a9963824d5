// The queue's table as Kysely sees it: one ticket per waiting player.
import type { QueueMatchType } from "@antbrawl/rules/arena/queue";
import type { Timestamp } from "../../db/columns";

/** A waiting player: the claimed ant, the stake held in escrow under the ticket id, and the node that took the join. */
export interface ArenaTicketsTable {
  id: string;
  user_id: string;
  ant_id: string;
  match_type: QueueMatchType;
  stake_milli: number;
  rating: number;
  joined_at: Timestamp;
  node_id: string;
}
