// The first-hour guide through the API: it shows after the first battle, steps follow what the player does and opens,
// marks and the skip hold, bad input changes nothing, and another player's guide is out of reach.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts, selfBattle } from "../helpers/battle-fixtures";
import { antsUrl, setStoredNeeds } from "../helpers/colony-fixtures";
import { DIALECTS } from "../helpers/databases";

type Guide = { show: boolean; skipped: boolean; steps: { id: string; done: boolean }[] };

describe.each(DIALECTS)("the first-hour guide on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    const clock = manualClock(new Date("2026-11-28T10:00:00Z"));
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  const guide = async (p: Player, as: Player = p) => {
    const res = await t.app.inject({ method: "GET", url: `/api/users/${p.user.id}/guide`, headers: as.auth });
    return { status: res.statusCode, body: res.json() as Guide & { detail?: string } };
  };
  const post = (p: Player, path: string, payload?: unknown, as: Player = p) =>
    t.app.inject({
      method: "POST",
      url: `/api/users/${p.user.id}/guide/${path}`,
      headers: as.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const done = (g: Guide) => g.steps.filter((s) => s.done).map((s) => s.id);

  it("[FH1][FH2] shows after the first battle; care, training and opened screens tick their steps", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const before = await guide(player);
    expect(before.status).toBe(200);
    expect(before.body.show).toBe(false);
    expect(before.body.steps.map((s) => s.id)).toEqual([
      "care",
      "readiness",
      "arena",
      "lab",
      "training",
      "tournaments",
    ]);

    const fought = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] });
    expect(fought.res.statusCode, fought.res.body).toBe(201);
    expect((await guide(player)).body).toMatchObject({ show: true, skipped: false });
    expect(done((await guide(player)).body)).toEqual([]);

    await setStoredNeeds(t.database, ants[0]!, { food: 5 }, new Date("2026-11-28T10:00:00Z"));
    const fed = await t.app.inject({ method: "POST", url: antsUrl(player, ants[0]!, "feed"), headers: player.auth });
    expect(fed.statusCode, fed.body).toBe(200);
    const visited = await post(player, "visits", { step: "lab" });
    expect(visited.statusCode, visited.body).toBe(200);
    expect(done(visited.json() as Guide)).toEqual(["care", "lab"]);
    expect(done((await guide(player)).body)).toEqual(["care", "lab"]);
  });

  it("[FH3] the skip hides it for good; marks count once however often or in parallel they are sent", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(player, "visits", { step: "arena" })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const marks = await t.database.db
      .selectFrom("player_guide_marks")
      .select("mark")
      .where("user_id", "=", player.user.id)
      .execute();
    expect(marks.map((m) => m.mark)).toEqual(["arena"]);
    const skipped = await post(player, "skip");
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({ show: false, skipped: true });
    expect((await post(player, "skip")).statusCode).toBe(200);
    expect((await guide(player)).body).toMatchObject({ show: false, skipped: true });
  });

  it("[FH3] refuses steps that are not opened from the guide and bad bodies with a detail, changing nothing", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] });
    for (const payload of [
      { step: "care" },
      { step: "training" },
      { step: "nope" },
      { step: 3 },
      {},
      { step: "lab", x: 1 },
    ]) {
      const res = await post(player, "visits", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().detail).toBe("string");
    }
    const marks = await t.database.db.selectFrom("player_guide_marks").selectAll().execute();
    expect(marks).toEqual([]);
    expect((await guide(player)).body.show).toBe(true);
  });

  it("another player can neither read nor mark a player's guide", async () => {
    const { player } = await playerWithAnts(t, 1);
    const other = await signUp(t.app);
    const read = await guide(player, other);
    expect(read.status).toBeGreaterThanOrEqual(400);
    expect(read.status).toBeLessThan(500);
    expect(typeof read.body.detail).toBe("string");
    for (const res of [
      await post(player, "visits", { step: "lab" }, other),
      await post(player, "skip", undefined, other),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await t.database.db.selectFrom("player_guide_marks").selectAll().execute()).toEqual([]);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/users/${player.user.id}/guide` });
    expect(anonymous.statusCode).toBe(401);
  });
});
