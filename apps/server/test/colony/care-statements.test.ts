// Statements per care action, counted on the real database: the request path stays a handful of round trips.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ANT_EVENTS_KEPT, recordAntEvent } from "../../src/colony/ant-events-repository";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { antsUrl, createAntFor, setStoredNeeds } from "../helpers/colony-fixtures";
import { DIALECTS, freshDatabase } from "../helpers/databases";
import { countStatements, type StatementLog } from "../helpers/statement-counter";

/**
 * Statements of one care action besides BEGIN/COMMIT: lock, write, event + prune, metrics, good-care day, unlock, and
 * when it unlocks an achievement the notice of it (issue 28: the player's preferences read, the notice written, the
 * oldest beyond 100 pruned) and, after commit, web push's look-up of the player's browsers.
 */
const CARE_MAX_STATEMENTS = 10;
/** A care action that completes no goal and earns no good-care day. */
const CARE_PLAIN_STATEMENTS = 4;

describe.each(DIALECTS)("care statements on %s", (dialect) => {
  let t: TestApp;
  let log: StatementLog;
  const clock = manualClock();
  beforeEach(async () => {
    const counted = countStatements(await freshDatabase(dialect));
    log = counted.log;
    const database = counted.database;
    const app = await createTestApp(dialect, {}, { database, now: clock.now });
    t = {
      ...app,
      async close() {
        await app.close();
        await database.close();
      },
    };
  });
  afterEach(async () => t.close());

  it(`a care action issues at most ${CARE_MAX_STATEMENTS} statements, ${CARE_PLAIN_STATEMENTS} when it completes nothing`, async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, { food: 0, water: 0 }, clock.now());
    const feed = () =>
      t.app.inject({ method: "POST", url: `${antsUrl(p, ant.id, "feed")}?food_amount=1`, headers: p.auth });

    log.reset();
    expect((await feed()).statusCode).toBe(200);
    await t.app.webPush.idle();
    const first = log.nodes.length;
    expect(first).toBeLessThanOrEqual(CARE_MAX_STATEMENTS);
    expect(log.touching("user_achievements")).toBe(1);

    log.reset();
    expect((await feed()).statusCode).toBe(200);
    expect(log.nodes.length).toBeLessThanOrEqual(CARE_PLAIN_STATEMENTS);
    expect(log.touching("sessions")).toBe(0);
    expect(log.touching("user_achievements")).toBe(0);
    expect(log.touching("achievement_progress")).toBe(1);
  });

  it("keeps only the newest events of an ant, pruning in the insert's statement", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    for (let i = 0; i < ANT_EVENTS_KEPT + 10; i++) await recordAntEvent(t.database.db, ant.id, "care", `event ${i}`);
    const rows = await t.database.db
      .selectFrom("ant_events")
      .select("detail")
      .where("ant_id", "=", ant.id)
      .orderBy("id")
      .execute();
    expect(rows).toHaveLength(ANT_EVENTS_KEPT);
    expect(rows.at(0)?.detail).toBe("event 10");
    expect(rows.at(-1)?.detail).toBe(`event ${ANT_EVENTS_KEPT + 9}`);
  });
});
