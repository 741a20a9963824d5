// Care over time: feeding and the other actions, amount checks, a simulated day, and atomic parallel care.
import { STAT_NAMES } from "@antbrawl/rules/ant";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import {
  achievementMetric,
  antsUrl,
  createAntFor,
  type Player,
  setStoredNeeds,
  storedAnt,
} from "../helpers/colony-fixtures";
import { DIALECTS } from "../helpers/databases";

const EMPTY = { food: 0, water: 0, rest: 0, hygiene: 0, exercise: 0 };

describe.each(DIALECTS)("care on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  const care = (p: Player, antId: string, action: string, query = "") =>
    t.app.inject({ method: "POST", url: `${antsUrl(p, antId, action)}${query}`, headers: p.auth });
  const metric = (userId: string, name: string) => achievementMetric(t.database, userId, name);

  it("feed adds 5, stops at 20, then answers 409 while food is full", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, { food: 10 }, clock.now());
    const first = await care(p, ant.id, "feed");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, ant: { id: ant.id, needs: { food: { current: 15 } } } });
    expect(first.json().message).toBe("Fed Brave Mandible: Food is now 15/20");
    expect(first.json().care).toEqual({ action: "feed", need: "food", amount: 5, value: 15, max: 20 });
    const second = await care(p, ant.id, "feed");
    expect(second.json().ant.needs.food).toEqual({ current: 20, max: 20, status: "excellent" });
    const third = await care(p, ant.id, "feed");
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ detail: "Food is already full" });
    expect((await storedAnt(t.database, ant.id))?.food).toBe(20);
    expect(await metric(p.user.id, "care_feed")).toBe(2);
  });

  it("answers the ant exactly as stored: the next read at the same moment shows the same ant", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, { food: 3.3, water: 7.77 }, clock.now());
    clock.advanceMs(37 * 60_000 + 123);
    for (const action of ["feed", "water", "exercise"]) {
      const answered = await care(p, ant.id, action);
      expect(answered.statusCode).toBe(200);
      const read = await t.app.inject({ method: "GET", url: antsUrl(p, ant.id), headers: p.auth });
      expect(answered.json().ant).toEqual(read.json());
      clock.advanceMs(11 * 60_000 + 7);
    }
  });

  it("each action fills its need by its default amount; rest restores and exercise spends energy", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, EMPTY, clock.now());
    await t.database.db.updateTable("ants").set({ energy: 50 }).where("id", "=", ant.id).execute();
    const water = (await care(p, ant.id, "water")).json().ant;
    expect(water.needs.water.current).toBe(8);
    const rest = (await care(p, ant.id, "rest")).json().ant;
    expect(rest.needs.rest.current).toBe(8);
    expect(rest.energy).toBe(100);
    const exercise = (await care(p, ant.id, "exercise")).json().ant;
    expect(exercise.needs.exercise.current).toBe(6);
    expect(exercise.energy).toBe(88);
    const clean = (await care(p, ant.id, "clean")).json();
    expect(clean.ant.needs.hygiene.current).toBe(10);
    expect(clean.message).toBe("Cleaned Brave Mandible: Hygiene is now 10/20");
    const fed = (await care(p, ant.id, "feed", "?food_amount=3")).json().ant;
    expect(fed.needs.food).toEqual({ current: 3, max: 20, status: "critical" });
    const rested = (await care(p, ant.id, "rest", "?rest_hours=2")).json();
    expect(rested.message).toBe("Brave Mandible rested for 2h: Rest is now 10/20");
    expect(await metric(p.user.id, "care_total")).toBe(6);
  });

  const badAmounts: [string, string, string][] = [
    ["feed", "food_amount=0", "food_amount must be a whole number from 1 to 20"],
    ["feed", "food_amount=21", "food_amount must be a whole number from 1 to 20"],
    ["feed", "food_amount=abc", "food_amount must be a whole number from 1 to 20"],
    ["feed", "food_amount=2.5", "food_amount must be a whole number from 1 to 20"],
    ["water", "water_amount=-3", "water_amount must be a whole number from 1 to 20"],
    ["rest", "rest_hours=25", "rest_hours must be a whole number from 1 to 24"],
    ["exercise", "exercise_amount=1e9", "exercise_amount must be a whole number from 1 to 20"],
    ["clean", "hygiene_amount=NaN", "hygiene_amount must be a whole number from 1 to 20"],
  ];
  it.each(badAmounts)("%s?%s is 400 naming the parameter and changes nothing", async (action, query, detail) => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, { food: 2, water: 2, rest: 2, hygiene: 2, exercise: 2 }, clock.now());
    const before = await storedAnt(t.database, ant.id);
    const res = await care(p, ant.id, action, `?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail });
    expect(await storedAnt(t.database, ant.id)).toEqual(before);
    expect(await metric(p.user.id, "care_total")).toBe(0);
  });

  it("a repeated amount parameter is 400 naming it", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    const res = await care(p, ant.id, "water", "?water_amount=1&water_amount=2");
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain("water_amount");
    expect(await metric(p.user.id, "care_total")).toBe(0);
  });

  it("a simulated day lowers needs, and the condition becomes 'Critical: … needed!'", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    expect(ant.condition).toEqual({ level: "excellent", message: "Excellent condition" });
    const storedBefore = await storedAnt(t.database, ant.id);
    clock.advanceHours(24);
    const res = await t.app.inject({ method: "GET", url: antsUrl(p, ant.id), headers: p.auth });
    const later = res.json();
    expect(later.needs.food).toEqual({ current: 0, max: 20, status: "critical" });
    expect(later.needs.hygiene.current).toBe(5);
    expect(later.needs.exercise.current).toBeCloseTo(1.66, 2);
    expect(later.condition).toEqual({ level: "critical", message: "Critical: Food, Water, Rest, Exercise needed!" });
    expect(later.current_health).toBeLessThan(100);
    expect(later.personality.mood).toBeLessThan(10);
    // A read persists no decay of needs or vitals; it may only settle the finished training day (TR13).
    const unsettled = (row: Awaited<ReturnType<typeof storedAnt>>) =>
      row && { ...row, settled_day: null, updated_at: null };
    expect(unsettled(await storedAnt(t.database, ant.id))).toEqual(unsettled(storedBefore));
    const listed = (await t.app.inject({ method: "GET", url: antsUrl(p), headers: p.auth })).json();
    expect(listed[0].condition.level).toBe("critical");
    const fed = (await care(p, ant.id, "feed")).json().ant;
    expect(fed.needs.food.current).toBe(5);
    expect(fed.condition.message).toBe("Critical: Water, Rest, Exercise needed!");
  });

  it("200 parallel feeds of 1 at food 0 end at exactly 20, and feed progress equals the successful feeds", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, { food: 0 }, clock.now());
    const results = await Promise.all(Array.from({ length: 200 }, () => care(p, ant.id, "feed", "?food_amount=1")));
    const ok = results.filter((r) => r.statusCode === 200).length;
    const full = results.filter((r) => r.statusCode === 409).length;
    expect(ok + full).toBe(200);
    expect(ok).toBe(20);
    expect((await storedAnt(t.database, ant.id))?.food).toBe(20);
    expect(await metric(p.user.id, "care_feed")).toBe(ok);
    expect(await metric(p.user.id, "care_total")).toBe(ok);
    const events = await t.database.db
      .selectFrom("ant_events")
      .select("id")
      .where("ant_id", "=", ant.id)
      .where("kind", "=", "care")
      .execute();
    expect(events.length).toBe(Math.min(ok, 50));
  });

  it("counts a good-care day once per UTC day when care leaves an ant in excellent condition", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setStoredNeeds(t.database, ant.id, { food: 4 }, clock.now());
    await care(p, ant.id, "feed", "?food_amount=2");
    expect(await metric(p.user.id, "good_care_days")).toBe(0);
    await care(p, ant.id, "feed");
    expect(await metric(p.user.id, "good_care_days")).toBe(1);
    await care(p, ant.id, "water");
    expect(await metric(p.user.id, "good_care_days")).toBe(1);
    clock.advanceHours(24);
    await setStoredNeeds(t.database, ant.id, { food: 12, water: 12, rest: 12, hygiene: 12, exercise: 12 }, clock.now());
    await care(p, ant.id, "water");
    expect(await metric(p.user.id, "good_care_days")).toBe(2);
  });

  describe("update-stats", () => {
    const fullStats = (value: unknown = 12) =>
      Object.fromEntries(STAT_NAMES.map((name) => [name, value])) as Record<string, unknown>;
    const update = (p: Player, antId: string, payload: unknown) =>
      t.app.inject({
        method: "POST",
        url: antsUrl(p, antId, "update-stats"),
        headers: p.auth,
        payload: payload as object,
      });

    it("sets all 20 stats and answers the Ant", async () => {
      const p = await signUp(t.app);
      const ant = await createAntFor(t.app, p);
      const stats = { ...fullStats(12), strength: 20, speed: 1, focus: 7.25 };
      const res = await update(p, ant.id, { stats });
      expect(res.statusCode).toBe(200);
      expect(res.json().stats).toEqual(stats);
      expect((await storedAnt(t.database, ant.id))?.stats).toEqual(stats);
    });

    const bad: [string, Record<string, unknown>, string][] = [
      ["strength 0", { strength: 0 }, "strength must be a number from 1 to 20"],
      ["speed 21", { speed: 21 }, "speed must be a number from 1 to 20"],
      ["agility 'abc'", { agility: "abc" }, "agility must be a number from 1 to 20"],
      ["focus '12' as text", { focus: "12" }, "focus must be a number from 1 to 20"],
      ["happiness missing", { happiness: undefined }, "Missing stat: happiness"],
      ["an unknown stat", { charisma: 5 }, "Unknown stat: charisma"],
    ];
    it.each(bad)("%s is 400 naming the stat and changes nothing", async (_label, change, detail) => {
      const p = await signUp(t.app);
      const ant = await createAntFor(t.app, p);
      const before = await storedAnt(t.database, ant.id);
      const stats = { ...fullStats(), ...change };
      if (change.happiness === undefined && "happiness" in change) delete stats.happiness;
      const res = await update(p, ant.id, { stats });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail });
      expect(await storedAnt(t.database, ant.id)).toEqual(before);
    });

    it("a body without stats is 400, and an ant in a battle cannot be re-statted (409)", async () => {
      const p = await signUp(t.app);
      const ant = await createAntFor(t.app, p);
      const missing = await update(p, ant.id, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toMatch(/stats/);
      await t.database.db.updateTable("ants").set({ is_in_battle: true }).where("id", "=", ant.id).execute();
      const busy = await update(p, ant.id, { stats: fullStats(15) });
      expect(busy.statusCode).toBe(409);
      expect((await storedAnt(t.database, ant.id))?.stats.strength).not.toBe(15);
    });
  });
});
