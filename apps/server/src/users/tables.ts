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
  /** scrypt hash with its salt and parameters (see users/passwords.ts); null until the player sets a password. */
  password_hash: Generated<string | null>;
}

export interface SessionsTable {
  token_hash: string;
  /** A public id for listing and ending sessions; the token hash never leaves the server. */
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_used_at: Generated<Date>;
  user_agent: string | null;
}
