// Server test setup: each test file ends once the PostgreSQL databases its tests used are dropped.
import { afterAll } from "vitest";
import { dropIdleDatabases, pendingDrops } from "./databases";

afterAll(async () => {
  dropIdleDatabases();
  await Promise.all([...pendingDrops]);
});
