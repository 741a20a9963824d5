// The Medical Center through the API: diagnosis from the real state, a treatment charged through a balanced ledger,
// the ant busy meanwhile, bad input and other players refused, parallel treats charged once; PGlite and PostgreSQL.
import { TREATMENTS } from "@antbrawl/rules/lab/treatments";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allBalances, balancesFromEntries, postTransaction } from "../../src/ledger/repository";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { makeAnt, readAnt, selfBattle } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import { diagnoseAnt, treatAnt } from "../helpers/lab-fixtures";

describe.each(DIALECTS)("medical center on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, { treatmentMinuteMs: 1000 }, { now: clock.now });
  });
  afterEach(async () => t.close());

  const balance = async (player: Awaited<ReturnType<typeof signUp>>) =>
    (
      await t.app.inject({ method: "GET", url: `/api/users/${player.user.id}/balance`, headers: player.auth })
    ).json() as { balance: number };
  const treatmentCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom("treatments")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectLedgerBalanced = async () => {
    const stored = await allBalances(t.database.db);
    expect(Object.values(stored).reduce((sum, value) => sum + value, 0)).toBe(0);
    const fromEntries = await balancesFromEntries(t.database.db);
    for (const [account, value] of Object.entries(fromEntries)) expect(stored[account] ?? 0).toBe(value);
  };

  it("[MD7][MD9] diagnoses a healthy ant as healthy with a wellness check", async () => {
    const player = await signUp(t.app);
    const ant = await makeAnt(t, player);
    const { res, body } = await diagnoseAnt(t, player, ant);
    expect(res.statusCode).toBe(200);
    expect(body.conditions).toEqual([
      { condition: "healthy", severity: "none", description: "No health problems found. Keep up the good care!" },
    ]);
    expect(body.recommended_treatments.map((x) => x.type)).toEqual(["checkup"]);
    expect(body.recommended_treatments[0]).toMatchObject({
      name: "Wellness Check",
      cost: 0.05,
      effectiveness: 0.3,
      success_rate: 1,
    });
    expect(body.treatment_until).toBeNull();
  });

  it("[MD2][MD6][MD9] a battle-worn, dirty ant is injured and infected; surgery is recommended first", async () => {
    const player = await signUp(t.app);
    const ant = await makeAnt(t, player, { current_health: 25, hygiene: 3, needs_updated_at: clock.now() });
    const { body } = await diagnoseAnt(t, player, ant);
    expect(body.conditions.map((c) => [c.condition, c.severity])).toEqual([
      ["injured", "severe"],
      ["infected", "severe"],
      ["sick", "moderate"],
    ]);
    expect(body.recommended_treatments.map((x) => x.type)).toEqual(["surgery", "wound_care", "antibiotics"]);
  });

  it("[MD10][MD11][MD12][MD13] a treatment charges the balance once, leaves the ledger balanced and keeps the ant busy", async () => {
    const player = await signUp(t.app);
    const [ant, other] = [
      await makeAnt(t, player, { current_health: 60, needs_updated_at: clock.now() }),
      await makeAnt(t, player),
    ];
    const before = await balance(player);
    const { res, body } = await treatAnt(t, player, ant, "wound_care");
    expect(res.statusCode).toBe(200);
    if (body.success) {
      expect(body.message).toBe("Treatment applied successfully! Your ant is feeling better.");
      expect(body.ant.current_health).toBeCloseTo(60 + 40 * TREATMENTS.wound_care.effectiveness, 1);
    } else {
      expect(body.ant.current_health).toBeCloseTo(60, 1);
    }
    expect(body.treatment).toMatchObject({ type: "wound_care", name: "Wound Care", cost: 0.2 });
    expect(Date.parse(body.treatment.ends_at) - clock.now().getTime()).toBe(10 * 1000);
    expect(body.ant.treatment_until).toBe(body.treatment.ends_at);
    expect((await balance(player)).balance).toBeCloseTo(before.balance - 0.2, 6);
    await expectLedgerBalanced();

    const busy = await selfBattle(t, player, { ant1_id: ant, ant2_id: other });
    expect(busy.res.statusCode).toBe(409);
    expect(busy.res.json()).toMatchObject({ detail: "Currently in treatment" });
    const twice = await treatAnt(t, player, ant, "wound_care");
    expect(twice.res.statusCode).toBe(409);
    expect(twice.res.json()).toMatchObject({ detail: "Currently in treatment" });
    const training = await t.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/ants/${ant}/train?training_type=physical`,
      headers: player.auth,
    });
    expect(training.statusCode).toBe(409);
    expect(training.json()).toMatchObject({ detail: "Currently in treatment" });

    clock.advanceMs(10 * 1000);
    expect((await diagnoseAnt(t, player, ant)).body.treatment_until).toBeNull();
    expect((await selfBattle(t, player, { ant1_id: ant, ant2_id: other })).res.statusCode).toBe(201);
  });

  it("[MD11] parallel treatments of one ant apply and charge once", async () => {
    const player = await signUp(t.app);
    const ant = await makeAnt(t, player, { current_health: 40, needs_updated_at: clock.now() });
    const before = await balance(player);
    const answers = await Promise.all(Array.from({ length: 5 }, () => treatAnt(t, player, ant, "wound_care")));
    expect(answers.map((x) => x.res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await treatmentCount()).toBe(1);
    expect((await balance(player)).balance).toBeCloseTo(before.balance - 0.2, 6);
    await expectLedgerBalanced();
  });

  it("[MD9][MD13] bad input changes nothing: unknown, missing, not recommended, unaffordable", async () => {
    const player = await signUp(t.app);
    const ant = await makeAnt(t, player, { current_health: 60, needs_updated_at: clock.now() });
    const row = await readAnt(t, ant);
    const before = await balance(player);
    const unknown = await treatAnt(t, player, ant, "magic");
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json()).toMatchObject({ detail: "Unknown treatment_type: magic" });
    const missing = await t.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/ants/${ant}/treat`,
      headers: player.auth,
    });
    expect(missing.statusCode).toBe(400);
    expect(typeof missing.json().detail).toBe("string");
    const wrong = await treatAnt(t, player, ant, "detox");
    expect(wrong.res.statusCode).toBe(409);
    expect(wrong.res.json()).toMatchObject({
      detail: "This treatment is not recommended for your ant's current conditions",
    });
    await postTransaction(
      t.database.db,
      {
        kind: "purchase",
        ref: "test-spend",
        postings: [
          { account: `player:${player.user.id}`, amount: -(before.balance * 1000 - 100) },
          { account: "house", amount: before.balance * 1000 - 100 },
        ],
      },
      clock.now(),
    );
    const poor = await treatAnt(t, player, ant, "wound_care");
    expect(poor.res.statusCode).toBe(409);
    expect(poor.res.json()).toMatchObject({ detail: "Not enough ETH for this treatment" });
    expect(await treatmentCount()).toBe(0);
    expect(await readAnt(t, ant)).toEqual(row);
    expect((await balance(player)).balance).toBeCloseTo(0.1, 6);
    await expectLedgerBalanced();
  });

  it("refuses another player's ant on diagnose and treat", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const ant = await makeAnt(t, owner, { current_health: 40, needs_updated_at: clock.now() });
    const row = await readAnt(t, ant);
    expect((await diagnoseAnt(t, other, ant, owner.user.id)).res.statusCode).toBe(403);
    expect((await treatAnt(t, other, ant, "wound_care", owner.user.id)).res.statusCode).toBe(403);
    const viaOwnPath = await diagnoseAnt(t, other, ant);
    expect(viaOwnPath.res.statusCode).toBe(404);
    expect(viaOwnPath.res.json()).toMatchObject({ detail: "Ant not found" });
    expect((await treatAnt(t, other, ant, "wound_care")).res.statusCode).toBe(404);
    expect(await treatmentCount()).toBe(0);
    expect(await readAnt(t, ant)).toEqual(row);
  });

  it("[MD11] a success counts toward treatments_applied and leaves a memory for chat", async () => {
    const player = await signUp(t.app);
    const ant = await makeAnt(t, player);
    const { body } = await treatAnt(t, player, ant, "checkup");
    expect(body.success).toBe(true);
    const metric = await t.database.db
      .selectFrom("achievement_progress")
      .select("value")
      .where("user_id", "=", player.user.id)
      .where("metric", "=", "treatments_applied")
      .executeTakeFirst();
    expect(metric?.value).toBe(1);
    const events = await t.database.db.selectFrom("ant_events").select("detail").where("ant_id", "=", ant).execute();
    expect(events.map((e) => e.detail)).toContain("treated");
  });
});
