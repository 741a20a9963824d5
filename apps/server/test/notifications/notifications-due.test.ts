// Notices of time and of battles: training, treatment and breeding ends and critical needs found by the due sweep (once,
// even swept twice), a battle fought while away and an achievement; each for its player and preference.
import { NEED_DECAY_PER_HOUR } from "@antbrawl/rules/colony/decay";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { firstCritical, sweepDue } from "../../src/notifications";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import {
  acceptAwayStakes,
  makeAnt,
  type Player,
  playerWithAnts,
  requestBattle,
  setAnt,
  startBattle,
} from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { breedableAnt, startBreeding } from "../helpers/lab-fixtures";
import { call } from "../helpers/social-fixtures";

describe("[N4] when a need becomes critical", () => {
  it("is the first need to fall below 5 after the last write; none when one is already below", () => {
    const full = { food: 20, water: 20, rest: 20, hygiene: 20, exercise: 20 };
    // Water empties fastest (18 h): 15 points above the line at 20/18 an hour.
    expect(firstCritical(full, 0)).toEqual({ need: "water", atMs: (15 / NEED_DECAY_PER_HOUR.water) * 3_600_000 + 1 });
    expect(firstCritical({ ...full, food: 6 }, 0)?.need).toBe("food");
    expect(firstCritical({ ...full, hygiene: 4 }, 0)?.need).toBe("water");
    expect(firstCritical({ food: 1, water: 1, rest: 1, hygiene: 1, exercise: 1 }, 0)).toBeNull();
  });
});

describe.each(ROUTE_DIALECTS)("notices that fall due on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();
  beforeEach(async () => {
    t = await createTestApp(dialect, { trainingDurationMs: 60_000, breedingIncubationMs: 120_000 }, { now: clock.now });
  });
  afterEach(async () => t.close());

  const sweep = () => sweepDue(t.app.deps, clock.now());
  async function kinds(player: Player) {
    const { body } = await call(t, player, "GET", "/notifications");
    return (body.notifications as { kind: string; body: string }[]).map((n) => `${n.kind}: ${n.body}`).sort();
  }

  it("a training session's end is noticed once, with its achievement; the other player hears nothing", async () => {
    const { player, ants } = await playerWithAnts(t, 1, { energy: 100 });
    const other = await playerWithAnts(t, 1);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/ants/${ants[0]}/train?training_type=physical`,
      headers: player.auth,
    });
    expect(res.statusCode).toBe(200);
    const { name } = await t.database.db
      .selectFrom("ants")
      .select("name")
      .where("id", "=", ants[0] as string)
      .executeTakeFirstOrThrow();
    clock.advanceMs(30_000);
    await sweep();
    expect(await kinds(player)).toEqual(["achievement: Training Day"]);
    clock.advanceMs(31_000);
    await sweep();
    await sweep();
    expect(await kinds(player)).toEqual(["achievement: Training Day", `training_finished: ${name} finished training`]);
    expect(await kinds(other.player)).toEqual([]);
  });

  it("a treatment's end and eggs ready are noticed; with the laboratory preference off they are not", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    await setAnt(t, ants[0] as string, { treatment_until: new Date(clock.now().getTime() + 5_000) });
    const [p1, p2] = [await breedableAnt(t, player), await breedableAnt(t, player)];
    expect((await startBreeding(t, player, { parent1_id: p1, parent2_id: p2, breeding_fee: 0 })).res.statusCode).toBe(
      201,
    );
    const quiet = await playerWithAnts(t, 1);
    await call(t, quiet.player, "PUT", "/preferences", { notifications: { lab_completion: false } });
    await setAnt(t, quiet.ants[0] as string, { treatment_until: new Date(clock.now().getTime() + 5_000) });
    clock.advanceMs(121_000);
    await sweep();
    const mine = await kinds(player);
    expect(mine.map((line) => line.split(":")[0])).toEqual(["breeding_finished", "treatment_finished"]);
    expect(await kinds(quiet.player)).toEqual([]);
  });

  it("a need falling critical is noticed at the moment it falls, not before, and honours its preference", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const antId = ants[0] as string;
    await setAnt(t, antId, { food: 20, water: 20, rest: 20, hygiene: 20, exercise: 20, needs_updated_at: clock.now() });
    const quiet = await playerWithAnts(t, 1);
    await call(t, quiet.player, "PUT", "/preferences", { notifications: { needs_critical: false } });
    await setAnt(t, quiet.ants[0] as string, { water: 20, needs_updated_at: clock.now() });
    clock.advanceHours(13);
    await sweep();
    expect(await kinds(player)).toEqual([]);
    clock.advanceHours(1);
    await sweep();
    expect((await kinds(player)).map((line) => line.replace(/^need_critical: Fighter \d+ /, ""))).toEqual([
      "is thirsty: water is critical",
    ]);
    // Its link opens that ant's Needs on My Ants.
    const { body } = await call(t, player, "GET", "/notifications");
    expect((body.notifications as { link: string }[]).map((n) => n.link)).toEqual([`/my-ants?ant=${antId}`]);
    expect(await kinds(quiet.player)).toEqual([]);
  });

  it("a battle the player's ant defended while they were away is noticed by the defender only", async () => {
    const me = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const them = await playerWithAnts(t, 1, { elo_rating: 1510 });
    await acceptAwayStakes(t, them.player);
    const { body } = await requestBattle(t, me.player, { ant_id: me.ants[0], battle_type: "ranked", stake_amount: 1 });
    expect((await startBattle(t, me.player, body.battle_id)).res.statusCode).toBe(200);
    const theirs = await kinds(them.player);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatch(/^battle_result: Fighter \d+ (won|lost) a battle while you were away$/);
    expect((await kinds(me.player)).filter((line) => line.startsWith("battle_result"))).toEqual([]);
    expect(await kinds(me.player)).toContain("achievement: First Battle");
  });

  it("a sweep raises nothing for times before the server started", async () => {
    const { player } = await playerWithAnts(t, 0);
    await makeAnt(t, player, { training_until: new Date(clock.now().getTime() - 1000), is_training: true });
    clock.advanceMs(1000);
    expect(await sweep()).toBe(0);
    expect(await kinds(player)).toEqual([]);
  });
});
