// The social domain's tables as Kysely sees them: friendships and saved preferences.
import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "../db/columns";

/** One row per unordered pair: `user_low < user_high` is the pair's key, `requester_id` who asked first. */
export interface FriendshipsTable {
  id: string;
  requester_id: string;
  addressee_id: string;
  user_low: string;
  user_high: string;
  status: "pending" | "accepted";
  created_at: Timestamp;
  accepted_at: NullableTimestamp;
}

/** A player's preferences; no row means every default (spec 000 §2). */
export interface UserPreferencesTable {
  user_id: string;
  battle_invitations: Generated<boolean>;
  friend_requests: Generated<boolean>;
  training_completion: Generated<boolean>;
  /** Issue 28 (migration 0024): notification-centre kinds. */
  lab_completion: Generated<boolean>;
  needs_critical: Generated<boolean>;
  battle_results: Generated<boolean>;
  achievements: Generated<boolean>;
  show_online_status: Generated<boolean>;
  allow_friend_invites: Generated<boolean>;
  public_battle_history: Generated<boolean>;
  show_in_live_now: Generated<boolean>;
  updated_at: Timestamp;
}
