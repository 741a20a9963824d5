// The weekly schedule over the API: saving and reading a plan, a simulated week, a tired ant, decay over a paused week.
import { STAT_NAMES } from "@antbrawl/rules/ant";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { antsUrl, createAntFor, type Player, storedAnt } from "../helpers/colony-fixtures";
import { DIALECTS } from "../helpers/databases";

const WEEK = {
  monday: "strength",
  tuesday: "speed",
  wednesday: "agility",
  thursday: "mental",
  friday: "precision",
  saturday: "endurance",
  sunday: "rest",
};
const FLAT = Object.fromEntries(STAT_NAMES.map((s) => [s, 10]));

describe.each(DIALECTS)("weekly schedule on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, { trainingDurationMs: 1000 }, { now: clock.now });
  });
  afterEach(async () => t.close());

  const get = (p: Player, antId: string) =>
    t.app.inject({ method: "GET", url: antsUrl(p, antId, "schedule"), headers: p.auth });
  const put = (p: Player, antId: string, payload: unknown) =>
    t.app.inject({ method: "PUT", url: antsUrl(p, antId, "schedule"), headers: p.auth, payload: payload as object });
  const setAnt = (antId: string, values: Record<string, unknown>) =>
    t.database.db.updateTable("ants").set(values).where("id", "=", antId).execute();

  async function antWithFlatStats(p: Player) {
    const ant = await createAntFor(t.app, p);
    await setAnt(ant.id, {
      stats: JSON.stringify(FLAT),
      energy: 100,
      food: 20,
      water: 20,
      rest: 20,
      hygiene: 20,
      exercise: 20,
      needs_updated_at: clock.now(),
    });
    return ant;
  }

  it("a fresh ant has an empty, unsaved plan; a saved plan is read back", async () => {
    const p = await signUp(t.app);
    const ant = await antWithFlatStats(p);
    const fresh = await get(p, ant.id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ ant_id: ant.id, saved: false, history: [] });
    expect(Object.values(fresh.json().plan)).toEqual([null, null, null, null, null, null, null]);
    const saved = await put(p, ant.id, { plan: WEEK });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, plan: WEEK, message: "Schedule saved for Brave Mandible" });
    expect((await get(p, ant.id)).json().plan).toEqual(WEEK);
  });

  it("bad plans answer 400 naming the problem and change nothing", async () => {
    const p = await signUp(t.app);
    const ant = await antWithFlatStats(p);
    const cases: [unknown, string][] = [
      [{ plan: { ...WEEK, monday: "yoga" } }, "monday must be one of"],
      [{ plan: { ...WEEK, sunday: undefined } }, "Missing weekday: sunday"],
      [{ plan: { ...WEEK, funday: "rest" } }, "Unknown weekday: funday"],
      [{ plan: { ...WEEK, monday: 3 } }, "monday must be one of"],
      [{ plan: WEEK, extra: 1 }, ""],
      [{}, ""],
    ];
    for (const [payload, detail] of cases) {
      const res = await put(p, ant.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
    expect((await get(p, ant.id)).json().saved).toBe(false);
  });

  it("a simulated week applies each passed day once, even under parallel reads", async () => {
    const p = await signUp(t.app);
    const ant = await antWithFlatStats(p);
    expect((await put(p, ant.id, { plan: WEEK })).statusCode).toBe(200);
    clock.advanceHours(24 * 8);
    await setAnt(ant.id, { food: 20, water: 20, rest: 20, hygiene: 20, exercise: 20, needs_updated_at: clock.now() });
    const reads = await Promise.all([
      get(p, ant.id),
      get(p, ant.id),
      t.app.inject({ method: "GET", url: antsUrl(p), headers: p.auth }),
      get(p, ant.id),
    ]);
    for (const res of reads) expect(res.statusCode).toBe(200);
    const history = (await get(p, ant.id)).json().history as { weekday: string; status: string }[];
    expect(history.map((d) => d.weekday)).toEqual([
      "Sunday",
      "Saturday",
      "Friday",
      "Thursday",
      "Wednesday",
      "Tuesday",
      "Monday",
      "Sunday",
    ]);
    expect(history.every((d) => d.status === "applied")).toBe(true);
    const row = await storedAnt(t.database, ant.id);
    expect(row?.stats.strength).toBe(10.3);
    expect(row?.stats.endurance).toBe(10.4);
    expect(row?.stats.intelligence).toBe(10.3);
    expect(row?.stats.focus).toBe(10.2);
  });

  it("an ant too tired for an activity skips it, and the history says so", async () => {
    const p = await signUp(t.app);
    const ant = await antWithFlatStats(p);
    expect((await put(p, ant.id, { plan: WEEK })).statusCode).toBe(200);
    await setAnt(ant.id, { energy: 20, rest: 0, needs_updated_at: clock.now() });
    clock.advanceHours(24 * 8);
    const history = (await get(p, ant.id)).json().history as { weekday: string; status: string; reason: string }[];
    expect(history.map((d) => `${d.weekday} ${d.status}`).reverse()).toEqual([
      "Sunday applied",
      "Monday applied",
      "Tuesday applied",
      "Wednesday skipped",
      "Thursday skipped",
      "Friday skipped",
      "Saturday skipped",
      "Sunday applied",
    ]);
    expect(history.find((d) => d.status === "skipped")?.reason).toBe("Too tired");
  });

  it("gains from training decay by a quarter a day once training stops, never below the ant's base", async () => {
    const p = await signUp(t.app);
    const ant = await antWithFlatStats(p);
    const trained = await t.app.inject({
      method: "POST",
      url: `${antsUrl(p, ant.id, "train")}?training_type=physical`,
      headers: p.auth,
    });
    expect(trained.statusCode).toBe(200);
    const gain = trained.json().stats_improved.strength as number;
    expect(gain).toBeGreaterThan(0);
    clock.advanceHours(24 * 8);
    const ants = (await t.app.inject({ method: "GET", url: antsUrl(p), headers: p.auth })).json();
    const strength = ants[0].stats.strength as number;
    expect(strength).toBeLessThan(10 + gain);
    expect(strength).toBeGreaterThanOrEqual(10);
    const row = await storedAnt(t.database, ant.id);
    expect(row?.stat_gains.strength ?? 0).toBeLessThan(gain * 0.75 ** 6);
  });
});
