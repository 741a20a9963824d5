// Quick training over the API: the result shape, readiness texts, the daily limit, parallel sessions, the busy ant.
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { achievementMetric, antsUrl, createAntFor, type Player, storedAnt } from "../helpers/colony-fixtures";
import { DIALECTS } from "../helpers/databases";

const DURATION_MS = 60_000;
const FREE_WEEK = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};

describe("TRAINING_DURATION_MS", () => {
  it("is 30 minutes by default and configurable within 1 s to a day", () => {
    expect(loadConfig({}).trainingDurationMs).toBe(1_800_000);
    expect(loadConfig({ TRAINING_DURATION_MS: "5000" }).trainingDurationMs).toBe(5000);
    expect(() => loadConfig({ TRAINING_DURATION_MS: "10" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRAINING_DURATION_MS: "soon" })).toThrow(/TRAINING_DURATION_MS/);
  });
});

describe.each(DIALECTS)("quick training on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, { trainingDurationMs: DURATION_MS }, { now: clock.now });
  });
  afterEach(async () => t.close());

  const train = (p: Player, antId: string, query = "?training_type=physical") =>
    t.app.inject({ method: "POST", url: `${antsUrl(p, antId, "train")}${query}`, headers: p.auth });
  const setAnt = (antId: string, values: Record<string, unknown>) =>
    t.database.db.updateTable("ants").set(values).where("id", "=", antId).execute();
  const metric = (userId: string) => achievementMetric(t.database, userId, "trainings_completed");

  it("a session answers the Training result, spends energy, gives experience and keeps the ant busy", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setAnt(ant.id, { energy: 100, needs_updated_at: clock.now() });
    const before = await storedAnt(t.database, ant.id);
    const res = await train(p, ant.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, energy_consumed: 25, sessions_today: 1 });
    expect(body.message).toMatch(/^Brave Mandible completed Physical training: \+\d+ XP$/);
    expect(body.experience_gained).toBeGreaterThan(0);
    expect(Object.keys(body.stats_improved).sort()).toEqual(
      Object.keys(body.stats_improved)
        .filter((s) => ["strength", "endurance"].includes(s))
        .sort(),
    );
    expect(body.ant).toMatchObject({ is_training: true, energy: 75, training_sessions_today: 1 });
    const after = await storedAnt(t.database, ant.id);
    expect(after?.total_experience).toBe((before?.total_experience ?? 0) + body.experience_gained);
    expect(await metric(p.user.id)).toBe(1);
    const again = await train(p, ant.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: "Currently training" });
  });

  it("a training ant is refused for battles until its session ends", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    const other = await createAntFor(t.app, p, "Second Ant", "#2F2F2F");
    await setAnt(ant.id, { energy: 100, needs_updated_at: clock.now() });
    expect((await train(p, ant.id)).statusCode).toBe(200);
    const request = await t.app.inject({
      method: "POST",
      url: `/api/users/${p.user.id}/battles/request`,
      headers: p.auth,
      payload: { ant_id: ant.id, battle_type: "quick_match" },
    });
    expect(request.statusCode).toBe(409);
    expect(request.json()).toMatchObject({ detail: "Currently training" });
    const self = await t.app.inject({
      method: "POST",
      url: "/api/battles/self-battle",
      headers: p.auth,
      payload: { user_id: p.user.id, ant1_id: ant.id, ant2_id: other.id },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ detail: "Currently training" });
    expect((await storedAnt(t.database, ant.id))?.is_in_battle).toBe(false);
    clock.advanceMs(DURATION_MS);
    const list = await t.app.inject({ method: "GET", url: antsUrl(p), headers: p.auth });
    expect(list.json().find((a: { id: string }) => a.id === ant.id).is_training).toBe(false);
    const later = await t.app.inject({
      method: "POST",
      url: "/api/battles/self-battle",
      headers: p.auth,
      payload: { user_id: p.user.id, ant1_id: ant.id, ant2_id: other.id },
    });
    expect(later.statusCode).toBe(201);
  });

  it("an ant whose session ended while its owner was away is matched as an opponent again", async () => {
    const away = await signUp(t.app);
    const trainee = await createAntFor(t.app, away);
    await setAnt(trainee.id, { energy: 100, current_health: 100, needs_updated_at: clock.now() });
    expect((await train(away, trainee.id)).statusCode).toBe(200);
    const challenger = await signUp(t.app);
    const mine = await createAntFor(t.app, challenger, "Challenger Ant", "#2F2F2F");
    await setAnt(mine.id, { energy: 100, current_health: 100, needs_updated_at: clock.now() });
    const request = () =>
      t.app.inject({
        method: "POST",
        url: `/api/users/${challenger.user.id}/battles/request`,
        headers: challenger.auth,
        payload: { ant_id: mine.id, battle_type: "quick_match" },
      });
    const during = await request();
    expect(during.statusCode).toBe(409);
    expect(during.json()).toMatchObject({ detail: BATTLE_ERRORS.noOpponent });

    clock.advanceMs(DURATION_MS);
    expect((await storedAnt(t.database, trainee.id))?.is_training).toBe(true);
    const after = await request();
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().opponent).toMatchObject({ ant_id: trainee.id });
  });

  it("the sixth session of a UTC day names 'Training limit reached today'; the next day starts again at 0", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    for (let i = 0; i < 5; i += 1) {
      await setAnt(ant.id, { energy: 100, needs_updated_at: clock.now() });
      const res = await train(p, ant.id);
      expect(res.statusCode, `session ${i + 1}`).toBe(200);
      expect(res.json().sessions_today).toBe(i + 1);
      clock.advanceMs(DURATION_MS);
    }
    await setAnt(ant.id, { energy: 100, needs_updated_at: clock.now() });
    const sixth = await train(p, ant.id);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ detail: "Training limit reached today" });
    expect((await storedAnt(t.database, ant.id))?.training_sessions_today).toBe(5);
    clock.advanceHours(24);
    await setAnt(ant.id, { energy: 100, needs_updated_at: clock.now() });
    const ant2 = (await t.app.inject({ method: "GET", url: antsUrl(p, ant.id), headers: p.auth })).json();
    expect(ant2.training_sessions_today).toBe(0);
    const nextDay = await train(p, ant.id);
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json().sessions_today).toBe(1);
    expect(await metric(p.user.id)).toBe(6);
  });

  it("parallel sessions on one ant: exactly one runs, energy and counts are exact", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setAnt(ant.id, { energy: 100, needs_updated_at: clock.now() });
    const answers = await Promise.all(Array.from({ length: 6 }, () => train(p, ant.id)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ detail: "Currently training" });
    }
    const row = await storedAnt(t.database, ant.id);
    expect(row?.energy).toBe(75);
    expect(row?.training_sessions_today).toBe(1);
    expect(await metric(p.user.id)).toBe(1);
  });

  it("parallel sessions over a day never pass 5 (sessions end at once with a 1 s duration)", async () => {
    const quick = await createTestApp(dialect, { trainingDurationMs: 1000 }, { now: clock.now });
    try {
      const p = await signUp(quick.app);
      const ant = await createAntFor(quick.app, p);
      let ok = 0;
      for (let round = 0; round < 7; round += 1) {
        await quick.database.db
          .updateTable("ants")
          .set({ energy: 100, needs_updated_at: clock.now() })
          .where("id", "=", ant.id)
          .execute();
        const answers = await Promise.all(
          Array.from({ length: 3 }, () =>
            quick.app.inject({
              method: "POST",
              url: `${antsUrl(p, ant.id, "train")}?training_type=physical`,
              headers: p.auth,
            }),
          ),
        );
        ok += answers.filter((r) => r.statusCode === 200).length;
        clock.advanceMs(1000);
      }
      expect(ok).toBe(5);
      const row = await storedAnt(quick.database, ant.id);
      expect(row?.training_sessions_today).toBe(5);
    } finally {
      await quick.close();
    }
  });

  it("too little energy and an unknown or missing type are refused; nothing changes", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setAnt(ant.id, { energy: 19, needs_updated_at: clock.now(), total_experience: 0 });
    const before = await storedAnt(t.database, ant.id);
    const tired = await train(p, ant.id);
    expect(tired.statusCode).toBe(409);
    expect(tired.json()).toMatchObject({ detail: "Energy too low (need 20%+)" });
    await setAnt(ant.id, { energy: 100 });
    const cases: [string, number, string][] = [
      ["", 400, "training_type is required: physical, agility, combat, mental or specialized"],
      ["?training_type=", 400, "training_type is required: physical, agility, combat, mental or specialized"],
      ["?training_type=yoga", 400, "Unknown training_type: yoga; use physical, agility, combat, mental or specialized"],
    ];
    for (const [query, status, detail] of cases) {
      const res = await train(p, ant.id, query);
      expect(res.statusCode, query).toBe(status);
      expect(res.json(), query).toMatchObject({ detail });
    }
    const after = await storedAnt(t.database, ant.id);
    expect(after?.total_experience).toBe(before?.total_experience);
    expect(after?.stats).toEqual(before?.stats);
    expect(after?.training_sessions_today).toBe(0);
    expect(after?.is_training).toBe(false);
  });

  it("[TR1] a level-1 ant trains every type; one above its level works at the tier factor's effectiveness", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    const results: Record<string, number> = {};
    for (const type of ["physical", "combat"] as const) {
      await setAnt(ant.id, {
        energy: 100,
        needs_updated_at: clock.now(),
        total_experience: 0,
        is_training: false,
        training_until: null,
      });
      const res = await train(p, ant.id, `?training_type=${type}`);
      expect(res.statusCode, type).toBe(200);
      expect(res.json().message).toMatch(new RegExp(`completed ${type === "combat" ? "Combat" : "Physical"} training`));
      results[type] = res.json().effectiveness;
    }
    // Combat needs level 5: at level 1 its factor is 0.4 (1/5, raised to the floor), on the same needs and stats.
    // Both answers are rounded to 2 decimals, so they differ from the exact product by at most 0.005 + 0.4 × 0.005.
    const expected = Math.max(0.1, (results.physical as number) * 0.4);
    expect(Math.abs((results.combat as number) - expected)).toBeLessThanOrEqual(0.007 + 1e-9);
  });

  it("an ant in battle cannot train", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setAnt(ant.id, { energy: 100, is_in_battle: true });
    const res = await train(p, ant.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: "Currently in battle" });
  });

  it("training advice reads the ant's real needs and stats", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    await setAnt(ant.id, { energy: 100, food: 5, rest: 20, needs_updated_at: clock.now() });
    const res = await t.app.inject({ method: "GET", url: antsUrl(p, ant.id, "training-advice"), headers: p.auth });
    expect(res.statusCode).toBe(200);
    const advice = res.json();
    expect(advice).toMatchObject({ ant_id: ant.id, ready: true, reason: "Ready for training", sessions_left: 5 });
    expect(advice.tips).toContain("Feed Brave Mandible first: hunger cuts training effectiveness by 20%");
    expect(advice.recommended_type).toBe("physical");
  });

  it("another player's ant is refused on every training route", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const ant = await createAntFor(t.app, owner);
    const routes: [string, string, object?][] = [
      ["POST", "train?training_type=physical"],
      ["GET", "training-advice"],
      ["GET", "schedule"],
      ["PUT", "schedule", { plan: FREE_WEEK }],
      ["GET", "skills"],
      ["POST", "skills/power_strike"],
      ["POST", "skills/auto-allocate"],
      ["POST", "skills/reset"],
    ];
    for (const [method, suffix, payload] of routes) {
      const theirs = await t.app.inject({
        method: method as "GET",
        url: `${antsUrl(owner, ant.id)}/${suffix}`,
        headers: intruder.auth,
        ...(payload ? { payload } : {}),
      });
      expect(theirs.statusCode, `${method} ${suffix} under the owner's id`).toBe(403);
      expect(theirs.json().detail).toBeTruthy();
      const mine = await t.app.inject({
        method: method as "GET",
        url: `${antsUrl(intruder, ant.id)}/${suffix}`,
        headers: intruder.auth,
        ...(payload ? { payload } : {}),
      });
      expect(mine.statusCode, `${method} ${suffix} under the intruder's id`).toBe(404);
      expect(mine.json().detail).toBeTruthy();
    }
    const row = await storedAnt(t.database, ant.id);
    expect(row?.training_sessions_today).toBe(0);
    expect(row?.skills).toEqual({});
  });
});
