// The notification centre's tables as Kysely sees them: stored notices and the due-sweep's watermark.
import type { NotificationKind } from "@antbrawl/protocol/notifications";
import type { NullableTimestamp, Timestamp } from "../db/columns";

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  invitation_id: string | null;
  /** What the notice is about, once per player (null: every event is its own notice). */
  dedupe_key: string | null;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** How far the sweep of notices that fall due with time has looked (one row, `due`). */
export interface NotificationSweepsTable {
  name: string;
  swept_until: Timestamp;
}
