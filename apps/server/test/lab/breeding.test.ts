// Breeding through the API: eligibility as 4xx {detail}, one operation per ant, incubation, a hatch exactly once,
// a full colony keeps the eggs, another player's ants and operations are refused; on PGlite and PostgreSQL.
import { BREEDING_INCUBATION_MS } from "@antbrawl/rules/lab/eligibility";
import { hatchFromSeed } from "@antbrawl/rules/lab/genetics";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { readAnt, setAnt } from "../helpers/battle-fixtures";
import { achievementMetric } from "../helpers/colony-fixtures";
import { DIALECTS } from "../helpers/databases";
import { breedableAnt, completeBreeding, pinBreedingSeed, startBreeding } from "../helpers/lab-fixtures";

describe.each(DIALECTS)("breeding on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  const count = async (table: "breedings" | "ants") =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const metricOf = (userId: string, metric: string) => achievementMetric(t.database, userId, metric);
  const status = async (player: Awaited<ReturnType<typeof signUp>>) =>
    t.app.inject({ method: "GET", url: `/api/users/${player.user.id}/breeding/status`, headers: player.auth });

  it("[GN1][GN9][GN10] every eligibility text is a 4xx {detail} from the server, and a refusal stores nothing", async () => {
    const player = await signUp(t.app);
    const a = await breedableAnt(t, player);
    const b = await breedableAnt(t, player);
    const nameOf = async (id: string) => (await readAnt(t, id)).name;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ parent1_id: a, parent2_id: b, breeding_fee: 1 }, 400, "Breeding is free: breeding_fee must be 0"],
      [{ parent1_id: "", parent2_id: b, breeding_fee: 0 }, 400, "Please select both parents"],
      [{ parent1_id: a, parent2_id: " ", breeding_fee: 0 }, 400, "Please select both parents"],
      [{ parent1_id: a, parent2_id: a, breeding_fee: 0 }, 400, "Cannot breed ant with itself"],
    ];
    for (const [body, code, detail] of cases) {
      const { res } = await startBreeding(t, player, body);
      expect(res.statusCode, detail).toBe(code);
      expect(res.json()).toMatchObject({ detail });
    }
    const body = { parent1_id: a, parent2_id: b, breeding_fee: 0 };
    await setAnt(t, a, { current_health: 79 });
    expect((await startBreeding(t, player, body)).res.json()).toMatchObject({
      detail: `${await nameOf(a)} needs 80%+ health to breed`,
    });
    await setAnt(t, a, { current_health: 100 });
    await setAnt(t, b, { energy: 49 });
    const low = await startBreeding(t, player, body);
    expect(low.res.statusCode).toBe(409);
    expect(low.res.json()).toMatchObject({ detail: `${await nameOf(b)} needs 50%+ energy to breed` });
    await setAnt(t, b, { energy: 100, total_experience: 399 });
    expect((await startBreeding(t, player, body)).res.json()).toMatchObject({
      detail: "Both ants must be level 5 or higher",
    });
    for (const bad of [{ parent1_id: a }, { ...body, extra: 1 }, { ...body, breeding_fee: "0" }]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/users/${player.user.id}/breeding/start`,
        headers: player.auth,
        payload: bad as never,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe("string");
    }
    expect(await count("breedings")).toBe(0);

    await setAnt(t, b, { total_experience: 400 });
    const started = await startBreeding(t, player, body);
    expect(started.res.statusCode).toBe(201);
    expect(started.body.message).toBe("Breeding started successfully! Check back in 5 minutes for results.");
    const c = await breedableAnt(t, player);
    const again = await startBreeding(t, player, { parent1_id: c, parent2_id: b, breeding_fee: 0 });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toMatchObject({ detail: `${await nameOf(b)} is already in a breeding operation` });
    expect(await count("breedings")).toBe(1);
  });

  it("[GN10] parallel starts sharing an ant store one operation", async () => {
    const player = await signUp(t.app);
    const [a, b] = [await breedableAnt(t, player), await breedableAnt(t, player)];
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => startBreeding(t, player, { parent1_id: a, parent2_id: b, breeding_fee: 0 })),
    );
    expect(answers.map((x) => x.res.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await count("breedings")).toBe(1);
  });

  it("[GN6][GN8][GN11] incubates 5 minutes, then hatches the child into the colony with its record", async () => {
    const player = await signUp(t.app);
    await t.database.db.updateTable("users").set({ max_ants: 5 }).where("id", "=", player.user.id).execute();
    const a = await breedableAnt(t, player, { generation: 2 });
    const b = await breedableAnt(t, player, { generation: 3 });
    const { body } = await startBreeding(t, player, { parent1_id: a, parent2_id: b, breeding_fee: 0 });
    const op = body.breeding;
    expect(op).toMatchObject({ status: "incubating", success: null, offspring: [], parent1_id: a, parent2_id: b });
    expect(Date.parse(op.expected_birth) - Date.parse(op.started_at)).toBe(BREEDING_INCUBATION_MS);
    expect(op.hatch_in_ms).toBe(BREEDING_INCUBATION_MS);
    expect(op.genetic_preview.generation).toBe(4);
    await pinBreedingSeed(t, op.id, { success: true, count: 2 });

    clock.advanceMs(BREEDING_INCUBATION_MS - 1);
    const early = await completeBreeding(t, player, op.id);
    expect(early.res.statusCode).toBe(409);
    expect(early.res.json()).toMatchObject({ detail: "Still incubating: ready to hatch in 1 min" });

    clock.advanceMs(1);
    const antsBefore = await count("ants");
    const createdBefore = await metricOf(player.user.id, "ants_created");
    const done = await completeBreeding(t, player, op.id);
    expect(done.res.statusCode).toBe(200);
    expect(done.body.success).toBe(true);
    const names = done.body.offspring.map((ant) => ant.name);
    expect(names).toHaveLength(2);
    expect(done.body.message).toBe(`Breeding complete! 2 offspring created: ${names.join(", ")}`);
    expect(await count("ants")).toBe(antsBefore + 2);
    const [p1, p2] = [await readAnt(t, a), await readAnt(t, b)];
    for (const child of done.body.offspring) {
      expect(child.generation).toBe(4);
      expect(child.parents).toEqual({ parent1_id: a, parent1_name: p1.name, parent2_id: b, parent2_name: p2.name });
      expect(child.level).toBe(1);
      expect(child.traits.genetic.length).toBeGreaterThan(0);
      for (const [stat, value] of Object.entries(child.stats)) {
        const [x, y] = [p1.stats[stat as keyof typeof p1.stats], p2.stats[stat as keyof typeof p2.stats]];
        expect(value).toBeGreaterThanOrEqual(Math.max(1, Math.min(x, y) - 2));
        expect(value).toBeLessThanOrEqual(Math.min(20, Math.max(x, y) + 2));
      }
    }
    const list = (await status(player)).json();
    expect(list[0].hatch_in_ms).toBe(0);
    expect(list[0]).toMatchObject({ id: op.id, status: "completed", success: true });
    expect(list[0].offspring.map((o: { name: string }) => o.name)).toEqual(names);
    expect(await metricOf(player.user.id, "breedings_completed")).toBe(1);
    expect(await metricOf(player.user.id, "ants_created")).toBe(createdBefore + 2);
    // The stored seed and parent snapshots replay the hatch exactly (rule GN8).
    const stored = await t.database.db
      .selectFrom("breedings")
      .selectAll()
      .where("id", "=", op.id)
      .executeTakeFirstOrThrow();
    const replay = hatchFromSeed(Number(stored.seed), stored.parents[0], stored.parents[1]);
    expect(replay.offspring.map((child) => child.name)).toEqual(names);
    for (const [i, child] of done.body.offspring.entries()) {
      expect(child.stats).toEqual(replay.offspring[i]?.stats);
      expect(child.traits).toEqual(replay.offspring[i]?.traits);
      expect(child.appearance.color).toBe(replay.offspring[i]?.color);
    }
    const again = await completeBreeding(t, player, op.id);
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toMatchObject({ detail: "This breeding operation has already hatched" });
    // The parents are free again for another operation.
    expect((await startBreeding(t, player, { parent1_id: a, parent2_id: b, breeding_fee: 0 })).res.statusCode).toBe(
      201,
    );
  });

  it("[GN8] parallel complete calls on one operation hatch the offspring once", async () => {
    const player = await signUp(t.app);
    const [a, b] = [await breedableAnt(t, player), await breedableAnt(t, player)];
    const { body } = await startBreeding(t, player, { parent1_id: a, parent2_id: b, breeding_fee: 0 });
    await pinBreedingSeed(t, body.breeding.id, { success: true, count: 1 });
    clock.advanceMs(BREEDING_INCUBATION_MS);
    const answers = await Promise.all(Array.from({ length: 6 }, () => completeBreeding(t, player, body.breeding.id)));
    expect(answers.map((x) => x.res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await count("ants")).toBe(3);
    expect(await metricOf(player.user.id, "breedings_completed")).toBe(1);
  });

  it("[GN2] a failed clutch hatches nothing and frees the parents", async () => {
    const player = await signUp(t.app);
    const [a, b] = [await breedableAnt(t, player), await breedableAnt(t, player)];
    const { body } = await startBreeding(t, player, { parent1_id: a, parent2_id: b, breeding_fee: 0 });
    await pinBreedingSeed(t, body.breeding.id, { success: false });
    clock.advanceMs(BREEDING_INCUBATION_MS);
    const done = await completeBreeding(t, player, body.breeding.id);
    expect(done.res.statusCode).toBe(200);
    expect(done.body).toMatchObject({ success: false, offspring: [] });
    expect(done.body.message).toBe("The eggs did not hatch this time. Both parents can try again.");
    expect(await count("ants")).toBe(2);
  });

  it("[GN12] a full colony keeps the eggs with a 409 until an ant is released", async () => {
    const player = await signUp(t.app);
    const [a, b, c] = [await breedableAnt(t, player), await breedableAnt(t, player), await breedableAnt(t, player)];
    const { body } = await startBreeding(t, player, { parent1_id: a, parent2_id: b, breeding_fee: 0 });
    await pinBreedingSeed(t, body.breeding.id, { success: true, count: 1 });
    clock.advanceMs(BREEDING_INCUBATION_MS);
    const full = await completeBreeding(t, player, body.breeding.id);
    expect(full.res.statusCode).toBe(409);
    expect(full.res.json()).toMatchObject({
      detail:
        "1 offspring is ready to hatch but your colony has no room. Release an ant, then hatch again: the eggs will wait.",
    });
    expect((await status(player)).json()[0].status).toBe("incubating");
    const released = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${player.user.id}/ants/${c}`,
      headers: player.auth,
    });
    expect(released.statusCode).toBe(200);
    const done = await completeBreeding(t, player, body.breeding.id);
    expect(done.res.statusCode).toBe(200);
    expect(done.body.offspring).toHaveLength(1);
  });

  it("refuses another player's ants and operations on every breeding route", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const [a, b] = [await breedableAnt(t, owner), await breedableAnt(t, owner)];
    const mine = await breedableAnt(t, other);
    const { body } = await startBreeding(t, owner, { parent1_id: a, parent2_id: b, breeding_fee: 0 });
    clock.advanceMs(BREEDING_INCUBATION_MS);

    const theirs = await startBreeding(t, other, { parent1_id: a, parent2_id: b, breeding_fee: 0 }, owner.user.id);
    expect(theirs.res.statusCode).toBe(403);
    const mixed = await startBreeding(t, other, { parent1_id: mine, parent2_id: a, breeding_fee: 0 });
    expect(mixed.res.statusCode).toBe(404);
    expect(mixed.res.json()).toMatchObject({ detail: "Ant not found" });
    const peek = await t.app.inject({
      method: "GET",
      url: `/api/users/${owner.user.id}/breeding/status`,
      headers: other.auth,
    });
    expect(peek.statusCode).toBe(403);
    expect((await status(other)).json()).toEqual([]);
    const steal = await completeBreeding(t, other, body.breeding.id);
    expect(steal.res.statusCode).toBe(404);
    expect(steal.res.json()).toMatchObject({ detail: "Breeding operation not found" });
    const anonymous = await t.app.inject({ method: "POST", url: `/api/breeding/${body.breeding.id}/complete` });
    expect(anonymous.statusCode).toBe(401);
    expect((await status(owner)).json()[0].status).toBe("incubating");
  });
});
