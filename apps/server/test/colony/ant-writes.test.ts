// Set-based ant writes take empty lists: a batch of queue joins that were all refused marks no ant and runs no SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markAntsInBattle, releaseAntsFromBattle } from "../../src/colony/ant-writes-repository";
import { createTestApp, type TestApp } from "../helpers/app";
import { playerWithAnts, readAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("set-based ant writes on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it("an empty list changes nothing and does not fail (PostgreSQL refuses `in ()`)", async () => {
    const { ants } = await playerWithAnts(t, 2);
    const now = new Date();
    await expect(markAntsInBattle(t.database.db, [], now)).resolves.toBeUndefined();
    await expect(releaseAntsFromBattle(t.database.db, [], now)).resolves.toBeUndefined();
    for (const id of ants) expect((await readAnt(t, id)).is_in_battle).toBe(false);
    await markAntsInBattle(t.database.db, ants, now);
    for (const id of ants) expect((await readAnt(t, id)).is_in_battle).toBe(true);
    await releaseAntsFromBattle(t.database.db, [ants[0] as string], now);
    expect((await readAnt(t, ants[0] as string)).is_in_battle).toBe(false);
    expect((await readAnt(t, ants[1] as string)).is_in_battle).toBe(true);
  });
});
