// The battle invitations table as Kysely sees it.
import type { InvitationStatus } from "@antbrawl/rules/arena/invitations";
import type { NullableTimestamp, Timestamp } from "../../db/columns";

/** A friendly challenge; `pending` past `expires_at` counts as expired everywhere (rule W20). */
export interface BattleInvitationsTable {
  id: string;
  inviter_id: string;
  invitee_id: string;
  inviter_ant_id: string;
  invitee_ant_id: string | null;
  match_type: "friendly";
  status: InvitationStatus;
  battle_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  responded_at: NullableTimestamp;
}
