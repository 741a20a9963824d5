// The users domain's tables as Kysely sees them: players and their sessions.
import type { Generated } from "kysely";
import type { Timestamp } from "../db/columns";

export interface UsersTable {
  id: string;
  username: string;
  username_key: string;
  name: string | null;
  email: string;
  avatar_url: string | null;
  validated: Generated<boolean>;
  max_ants: Generated<number>;
  created_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}
