// The skill tree over the API: points, raising with the rules' texts, parallel raises, auto-allocation, paid reset.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { antsUrl, createAntFor, type Player, storedAnt } from "../helpers/colony-fixtures";
import { DIALECTS } from "../helpers/databases";

describe.each(DIALECTS)("skill tree on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  const call = (p: Player, antId: string, method: "GET" | "POST", suffix = "") =>
    t.app.inject({ method, url: `${antsUrl(p, antId, "skills")}${suffix}`, headers: p.auth });
  const withExperience = async (p: Player, xp: number) => {
    const ant = await createAntFor(t.app, p);
    await t.database.db.updateTable("ants").set({ total_experience: xp }).where("id", "=", ant.id).execute();
    return ant;
  };
  const balance = async (p: Player) =>
    (await t.app.inject({ method: "GET", url: `/api/users/${p.user.id}/balance`, headers: p.auth })).json().balance;

  it("points come from experience; a skill rises one level at a time with the rules' refusals", async () => {
    const p = await signUp(t.app);
    const ant = await withExperience(p, 160);
    const read = await call(p, ant.id, "GET");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ levels: {}, points_available: 3, points_spent: 0, reset_cost: 0.5 });
    const early = await call(p, ant.id, "POST", "/precise_aim");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ detail: "Precise Aim requires Power Strike level 1" });
    const first = await call(p, ant.id, "POST", "/power_strike");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      levels: { power_strike: 1 },
      points_available: 2,
      message: "Power Strike is now level 1",
    });
    expect((await call(p, ant.id, "POST", "/precise_aim")).json().levels).toEqual({ power_strike: 1, precise_aim: 1 });
    const broke = await call(p, ant.id, "POST", "/critical_eye");
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ detail: "Critical Eye requires Precise Aim level 2" });
    const poor = await call(p, ant.id, "POST", "/quick_step");
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ detail: "Not enough skill points for Quick Step: it costs 1, you have 0" });
    const unknown = await call(p, ant.id, "POST", "/luck");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: "Unknown skill: luck" });
    expect((await storedAnt(t.database, ant.id))?.skills).toEqual({ power_strike: 1, precise_aim: 1 });
  });

  it("parallel raises spend a point once", async () => {
    const p = await signUp(t.app);
    const ant = await withExperience(p, 50);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(p, ant.id, "POST", "/power_strike")));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().detail).toBe("Not enough skill points for Power Strike: it costs 1, you have 0");
    }
    expect((await storedAnt(t.database, ant.id))?.skills).toEqual({ power_strike: 1 });
  });

  it("auto-allocate spends every point the way the ant's style prefers; nothing to spend answers 409", async () => {
    const p = await signUp(t.app);
    const ant = await withExperience(p, 500);
    const strong = Object.fromEntries(
      Object.entries((await storedAnt(t.database, ant.id))?.stats ?? {}).map(([k]) => [k, 8]),
    );
    Object.assign(strong, { strength: 18, aggression: 18, precision: 18, metabolism: 18 });
    await t.database.db
      .updateTable("ants")
      .set({ stats: JSON.stringify(strong) })
      .where("id", "=", ant.id)
      .execute();
    const res = await call(p, ant.id, "POST", "/auto-allocate");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      primary_style: "aggressive",
      points_available: 0,
      levels: { power_strike: 5, precise_aim: 2, thick_shell: 1 },
    });
    const none = await call(p, ant.id, "POST", "/auto-allocate");
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ detail: "No skill can be raised with the points available" });
  });

  it("a reset returns every point for 0.5 ETH through the ledger; with nothing to reset it costs nothing", async () => {
    const p = await signUp(t.app);
    const ant = await withExperience(p, 100);
    const nothing = await call(p, ant.id, "POST", "/reset");
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ detail: "This ant has no skills to reset" });
    const before = await balance(p);
    await call(p, ant.id, "POST", "/power_strike");
    await call(p, ant.id, "POST", "/power_strike");
    const reset = await call(p, ant.id, "POST", "/reset");
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ levels: {}, points_available: 2, message: "Skills reset for 0.5 ETH" });
    expect(await balance(p)).toBeCloseTo(before - 0.5, 10);
    const again = await Promise.all([call(p, ant.id, "POST", "/reset"), call(p, ant.id, "POST", "/reset")]);
    expect(again.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(await balance(p)).toBeCloseTo(before - 0.5, 10);
    const resets = await t.database.db
      .selectFrom("ledger_transactions")
      .select("kind")
      .where("kind", "=", "skill_reset")
      .execute();
    expect(resets).toHaveLength(1);
  });

  it("a short balance refuses the reset and keeps the skills", async () => {
    const p = await signUp(t.app);
    const ant = await withExperience(p, 100);
    await call(p, ant.id, "POST", "/power_strike");
    await balance(p);
    await t.database.db
      .updateTable("ledger_accounts")
      .set({ balance_milli: 100 })
      .where("account", "=", `player:${p.user.id}`)
      .execute();
    const res = await call(p, ant.id, "POST", "/reset");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: "Not enough balance to reset skills: a reset costs 0.5 ETH" });
    expect((await storedAnt(t.database, ant.id))?.skills).toEqual({ power_strike: 1 });
  });

  it("a battle carries the ant's skills in its fighter snapshot", async () => {
    const p = await signUp(t.app);
    const a = await withExperience(p, 100);
    const b = await createAntFor(t.app, p, "Other Ant", "#2F2F2F");
    await call(p, a.id, "POST", "/power_strike");
    const battle = await t.app.inject({
      method: "POST",
      url: "/api/battles/self-battle",
      headers: p.auth,
      payload: { user_id: p.user.id, ant1_id: a.id, ant2_id: b.id },
    });
    expect(battle.statusCode).toBe(201);
    const sides = await t.database.db.selectFrom("battle_participants").select(["ant_id", "fighter"]).execute();
    const fighters = Object.fromEntries(sides.map((s) => [s.ant_id, s.fighter as { skills?: unknown }]));
    expect(fighters[a.id]?.skills).toEqual({ power_strike: 1 });
    expect(fighters[b.id]?.skills).toBeUndefined();
  });
});
