// The ordered list of migrations; add each new file here under its timestamped name.
import type { Migration } from "kysely/migration";
import * as usersSessions from "./20261122_0001_users_sessions";

export const migrations: Record<string, Migration> = {
  "20261122_0001_users_sessions": usersSessions,
};
