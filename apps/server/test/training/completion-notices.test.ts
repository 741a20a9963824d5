// 'Training completion' live notices (issue 25): a session, a treatment and a schedule day that end are announced once,
// to owners whose preference is on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { antsUrl, createAntFor, type Player } from "../helpers/colony-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { type LiveTab, liveTab, nth, sendAndSettle } from "../helpers/live-arena";
import { call } from "../helpers/social-fixtures";

const MINUTE = 60_000;

describe.each(ROUTE_DIALECTS)("completion notices on %s", (dialect) => {
  let t: TestApp;
  // A Wednesday morning: the schedule case below moves on to the next midnight.
  const clock = manualClock(new Date("2026-11-25T08:00:00Z"));
  beforeAll(async () => {
    t = await createTestApp(dialect, { trainingDurationMs: 10 * MINUTE }, { now: clock.now });
  });
  afterAll(async () => t.close());

  const setAnt = (antId: string, values: Record<string, unknown>) =>
    t.database.db.updateTable("ants").set(values).where("id", "=", antId).execute();
  const train = async (p: Player, antId: string) => {
    await setAnt(antId, { energy: 100, needs_updated_at: clock.now() });
    const res = await t.app.inject({
      method: "POST",
      url: `${antsUrl(p, antId, "train")}?training_type=physical`,
      headers: p.auth,
    });
    expect(res.statusCode).toBe(200);
  };
  /** The notices a tab got, after a ping showed every earlier message arrived. */
  const notices = async (tab: LiveTab) => {
    await sendAndSettle(tab, { type: "ping" });
    return tab.box.messages.filter((m) => m.type === "training_completed");
  };

  it("a training session that ends is announced once; with the preference off it is not", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    const tab = await liveTab(t.app, p);
    await train(p, ant.id);
    await t.app.completionSweeper.tick();
    expect(await notices(tab)).toEqual([]);

    clock.advanceMs(10 * MINUTE);
    await t.app.completionSweeper.tick();
    const notice = await nth(tab, "training_completed", 1);
    expect(notice).toMatchObject({ type: "training_completed", kind: "training", ref_id: ant.id });
    expect(notice.text).toBe(`${ant.name} finished training`);
    await t.app.completionSweeper.tick();
    expect(await notices(tab)).toHaveLength(1);

    const quiet = await signUp(t.app);
    const theirs = await createAntFor(t.app, quiet);
    const quietTab = await liveTab(t.app, quiet);
    expect(
      (await call(t, quiet, "PUT", "/preferences", { notifications: { training_completion: false } })).status,
    ).toBe(200);
    await train(quiet, theirs.id);
    clock.advanceMs(11 * MINUTE);
    await t.app.completionSweeper.tick();
    expect(await notices(quietTab)).toEqual([]);
    for (const s of [tab, quietTab]) s.socket.terminate();
  });

  it("a treatment that ends and a day of an ant's schedule are announced; what ended long ago is not", async () => {
    const p = await signUp(t.app);
    const ant = await createAntFor(t.app, p);
    const tab = await liveTab(t.app, p);
    const now = clock.now();
    const treatment = (id: string, endsAt: Date) => ({
      id,
      owner_id: p.user.id,
      ant_id: ant.id,
      treatment_type: "checkup",
      seed: 1,
      success: true,
      cost_milli: 0,
      started_at: new Date(endsAt.getTime() - 5 * MINUTE),
      ends_at: endsAt,
    });
    await t.database.db
      .insertInto("treatments")
      .values([
        treatment(crypto.randomUUID(), new Date(now.getTime() + 5 * MINUTE)),
        treatment(crypto.randomUUID(), new Date(now.getTime() - 3 * 60 * MINUTE)),
      ] as never)
      .execute();
    clock.advanceMs(5 * MINUTE);
    await t.app.completionSweeper.tick();
    expect((await notices(tab)).map((m) => [m.kind, m.ref_id, m.text])).toEqual([
      ["treatment", ant.id, `${ant.name}'s treatment is over`],
    ]);

    const today = Math.floor(clock.now().getTime() / 86_400_000);
    await t.database.db
      .insertInto("ant_schedules")
      .values({
        ant_id: ant.id,
        plan: JSON.stringify({ wednesday: "strength", thursday: null }),
        from_day: today,
        updated_at: clock.now(),
      } as never)
      .execute();
    await t.app.completionSweeper.tick();
    expect(await notices(tab)).toHaveLength(1);
    clock.advanceMs((today + 1) * 86_400_000 + 10 * MINUTE - clock.now().getTime());
    await t.app.completionSweeper.tick();
    const all = await notices(tab);
    expect(all.map((m) => [m.kind, m.ref_id])).toEqual([
      ["treatment", ant.id],
      ["schedule_day", ant.id],
    ]);
    expect(all[1]?.text).toBe(`${ant.name}'s training schedule day is done`);
    tab.socket.terminate();
  });
});
