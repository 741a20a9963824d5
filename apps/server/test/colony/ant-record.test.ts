// The ant's full record: traits for new and migrated ants, scars earned in battle, parents and the pedigree call
// (a released parent still shows by name); PGlite and PostgreSQL.
import { STAT_NAMES } from "@antbrawl/rules/ant";
import { BREEDING_INCUBATION_MS } from "@antbrawl/rules/lab/eligibility";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateTo, migrateToLatest } from "../../src/db/migrate";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { makeAnt, readAnt, selfBattle } from "../helpers/battle-fixtures";
import { DIALECTS, olderDatabase } from "../helpers/databases";
import { breedableAnt, completeBreeding, pinBreedingSeed, startBreeding } from "../helpers/lab-fixtures";

const flat = (value: number) => JSON.stringify(Object.fromEntries(STAT_NAMES.map((name) => [name, value])));

describe.each(DIALECTS)("ant record on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  const pedigree = (player: Awaited<ReturnType<typeof signUp>>, antId: string, userId = player.user.id) =>
    t.app.inject({ method: "GET", url: `/api/users/${userId}/ants/${antId}/pedigree`, headers: player.auth });

  it("[AR1] a new ant has traits from its stats, no parents and no treatment", async () => {
    const player = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/ants`,
      headers: player.auth,
      payload: { name: "Founder", appearance: { color: "#8B4513" } },
    });
    const ant = res.json();
    expect(ant.traits.genetic.length).toBeGreaterThan(0);
    expect(ant.traits.personality.length).toBeGreaterThan(0);
    expect(ant.parents).toBeNull();
    expect(ant.treatment_until).toBeNull();
    expect(ant.generation).toBe(1);
    const tree = await pedigree(player, ant.id);
    expect(tree.statusCode).toBe(200);
    expect(tree.json()).toEqual({ ant_id: ant.id, parents: [], grandparents: [] });
  });

  it("[AR2] a hard loss and deep critical hits leave scars on the ant that fought", async () => {
    const player = await signUp(t.app);
    const strong = await makeAnt(t, player, { stats: flat(20) });
    const weak = await makeAnt(t, player, { stats: flat(3) });
    const { res, body } = await selfBattle(t, player, { ant1_id: strong, ant2_id: weak });
    expect(res.statusCode).toBe(201);
    expect(body.battle.winner_ant_id).toBe(strong);
    const loser = await readAnt(t, weak);
    expect(loser.current_health).toBeLessThan(20);
    expect(loser.battle_scars).toContain(`Hard loss to ${(await readAnt(t, strong)).name}`);
    const got = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}/ants/${weak}`,
      headers: player.auth,
    });
    expect(got.json().appearance.battle_scars).toEqual(loser.battle_scars);
  });

  it("[AR3] a child's pedigree lists its parents and grandparents; a released parent keeps its name", async () => {
    const player = await signUp(t.app);
    await t.database.db.updateTable("users").set({ max_ants: 10 }).where("id", "=", player.user.id).execute();
    const hatchOne = async (a: string, b: string) => {
      const { body } = await startBreeding(t, player, { parent1_id: a, parent2_id: b, breeding_fee: 0 });
      await pinBreedingSeed(t, body.breeding.id, { success: true, count: 1 });
      clock.advanceMs(BREEDING_INCUBATION_MS);
      const done = await completeBreeding(t, player, body.breeding.id);
      expect(done.res.statusCode).toBe(200);
      return done.body.offspring[0]?.id as string;
    };
    const [g1, g2, other] = [
      await breedableAnt(t, player),
      await breedableAnt(t, player),
      await breedableAnt(t, player),
    ];
    const child = await hatchOne(g1, g2);
    await t.database.db.updateTable("ants").set({ total_experience: 400 }).where("id", "=", child).execute();
    const grandchild = await hatchOne(child, other);
    const childRow = await readAnt(t, child);
    expect(childRow.generation).toBe(2);
    const g1Name = (await readAnt(t, g1)).name;
    await t.app.inject({ method: "DELETE", url: `/api/users/${player.user.id}/ants/${g1}`, headers: player.auth });

    const tree = (await pedigree(player, grandchild)).json();
    expect(tree.parents.map((p: { id: string }) => p.id)).toEqual([child, other]);
    expect(tree.parents[0]).toMatchObject({ name: childRow.name, generation: 2, status: "alive", child_of: null });
    expect(tree.grandparents).toEqual([
      { id: g1, name: g1Name, generation: 1, status: "released", child_of: child },
      expect.objectContaining({ id: g2, status: "alive", child_of: child }),
    ]);
    const got = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}/ants/${grandchild}`,
      headers: player.auth,
    });
    expect(got.json().generation).toBe(3);
    expect(got.json().parents).toMatchObject({ parent1_id: child, parent2_id: other });
  });

  it("refuses another player's ant on the pedigree call", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const ant = await makeAnt(t, owner);
    expect((await pedigree(other, ant, owner.user.id)).statusCode).toBe(403);
    const own = await pedigree(other, ant);
    expect(own.statusCode).toBe(404);
    expect(own.json()).toMatchObject({ detail: "Ant not found" });
  });
});

describe("test-only record routes", () => {
  it("exist only with ANTBRAWL_TEST_CLOCK=1 and only for the caller's own ant and account", async () => {
    const plain = await createTestApp("pglite");
    try {
      const player = await signUp(plain.app);
      const ant = await makeAnt(plain, player);
      const res = await plain.app.inject({
        method: "POST",
        url: `/api/test/ants/${ant}/record`,
        headers: player.auth,
        payload: { total_experience: 400 },
      });
      expect(res.statusCode).toBe(404);
      expect((await readAnt(plain, ant)).total_experience).toBe(0);
    } finally {
      await plain.close();
    }
    const t = await createTestApp("pglite", { testClock: true });
    try {
      const [owner, other] = [await signUp(t.app), await signUp(t.app)];
      const ant = await makeAnt(t, owner);
      const post = (who: typeof owner, url: string, payload: object) =>
        t.app.inject({ method: "POST", url, headers: who.auth, payload });
      expect((await post(other, `/api/test/ants/${ant}/record`, { total_experience: 400 })).statusCode).toBe(404);
      expect((await post(other, `/api/test/users/${owner.user.id}/max-ants`, { max_ants: 9 })).statusCode).toBe(403);
      expect((await post(owner, `/api/test/ants/${ant}/record`, { total_experience: -1 })).statusCode).toBe(400);
      const raised = await post(owner, `/api/test/ants/${ant}/record`, { total_experience: 400, energy: 60 });
      expect(raised.json()).toMatchObject({ level: 5, energy: 60 });
      expect((await post(owner, `/api/test/users/${owner.user.id}/max-ants`, { max_ants: 9 })).json()).toEqual({
        max_ants: 9,
      });
    } finally {
      await t.close();
    }
  });
});

describe.each(DIALECTS)("migration 0012 on %s", (dialect) => {
  it("[AR1] gives ants made before it traits from their stats and no lineage, and undoes cleanly", async () => {
    const database = await olderDatabase(dialect, "20261124_0011_battle_invitations");
    try {
      const db = database.db;
      await sql`insert into users (id, username, username_key, email) values ('u1', 'old_player', 'old_player', 'old@players.antbrawl.local')`.execute(
        db,
      );
      const strong = { ...JSON.parse(flat(8)), strength: 16, aggression: 15 };
      await sql`insert into ants (id, owner_id, name, color, stats, food, water, rest, hygiene, exercise, needs_updated_at)
        values ('a1', 'u1', 'Old Timer', '#8B4513', ${JSON.stringify(strong)}::jsonb, 15, 15, 15, 15, 15, now())`.execute(
        db,
      );
      await migrateToLatest(db);
      const row = await db.selectFrom("ants").selectAll().where("id", "=", "a1").executeTakeFirstOrThrow();
      expect(row.traits.genetic).toEqual(["Iron Mandibles"]);
      expect(row.traits.personality).toEqual(["Fierce"]);
      expect(row.lineage).toEqual({ parents: [], grandparents: [] });
      expect(row.parent1_id).toBeNull();
      expect(row.treatment_until).toBeNull();
      // Down and up again: the laboratory's tables and columns go and come back; the old ant stays.
      await migrateTo(db, "20261124_0011_battle_invitations");
      const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
        where table_name in ('breedings', 'treatments')`.execute(db);
      expect(tables.rows[0]?.n).toBe(0);
      await migrateToLatest(db);
      expect((await db.selectFrom("ants").select("name").execute()).map((r) => r.name)).toEqual(["Old Timer"]);
    } finally {
      await database.close();
    }
  });
});
