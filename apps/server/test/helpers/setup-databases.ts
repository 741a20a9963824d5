// Server test setup: each test file ends once the PostgreSQL databases its tests closed are dropped.
import { afterAll } from "vitest";
import { pendingDrops } from "./databases";

afterAll(async () => {
  await Promise.all([...pendingDrops]);
});
