// Table shapes as Kysely sees them; one interface per table.
import type { ColumnType, Generated } from "kysely";

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}
