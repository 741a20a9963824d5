// Achievements: progress from colony actions, idempotent unlocking, the recordEvents hook and the stats summary.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordEvents } from "../../src/colony/achievements";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import { antsUrl, createAntFor, type Player } from "../helpers/colony-fixtures";
import { DIALECTS } from "../helpers/databases";

interface AchievementJson {
  achievement_id: string;
  unlocked: boolean;
  unlocked_at: string | null;
  current_progress: number;
  required_progress: number;
  rarity: string;
  experience_reward: number;
}

describe.each(DIALECTS)("achievements on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  const list = async (p: Player): Promise<AchievementJson[]> => {
    const res = await t.app.inject({ method: "GET", url: `/api/users/${p.user.id}/achievements`, headers: p.auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const byId = async (p: Player, id: string) => (await list(p)).find((a) => a.achievement_id === id)!;
  const unlockedRows = (userId: string) =>
    t.database.db.selectFrom("user_achievements").selectAll().where("user_id", "=", userId).execute();

  it("a new player sees the whole catalog locked with zero progress", async () => {
    const p = await signUp(t.app);
    const all = await list(p);
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((a) => !a.unlocked && a.current_progress === 0 && a.unlocked_at === null)).toBe(true);
    const stats = await t.app.inject({
      method: "GET",
      url: `/api/users/${p.user.id}/achievement-stats`,
      headers: p.auth,
    });
    expect(stats.json()).toMatchObject({
      unlocked_count: 0,
      total_count: all.length,
      completion_percentage: 0,
      total_experience_from_achievements: 0,
    });
  });

  it("creating ants and feeding unlock their achievements once, with progress shown", async () => {
    const p = await signUp(t.app);
    const first = await createAntFor(t.app, p, "First");
    const founder = await byId(p, "colony_founder");
    expect(founder).toMatchObject({ unlocked: true, current_progress: 1, required_progress: 1 });
    expect(typeof founder.unlocked_at).toBe("string");
    expect(await byId(p, "ant_master")).toMatchObject({ unlocked: false, current_progress: 1, required_progress: 3 });
    await createAntFor(t.app, p, "Second");
    await createAntFor(t.app, p, "Third");
    expect((await byId(p, "ant_master")).unlocked).toBe(true);
    await t.app.inject({ method: "DELETE", url: antsUrl(p, first.id), headers: p.auth });
    await createAntFor(t.app, p, "Fourth");
    expect((await byId(p, "ant_master")).current_progress).toBe(3);
    expect((await byId(p, "colony_founder")).unlocked_at).toBe(founder.unlocked_at);
    const ids = (await unlockedRows(p.user.id)).map((r) => r.achievement_id).sort();
    expect(ids).toEqual(["ant_master", "colony_founder"]);
    const ants = (await t.app.inject({ method: "GET", url: antsUrl(p), headers: p.auth })).json();
    await t.app.inject({ method: "POST", url: antsUrl(p, ants[0].id, "water"), headers: p.auth });
    await t.app.inject({ method: "POST", url: antsUrl(p, ants[0].id, "feed"), headers: p.auth });
    expect((await byId(p, "first_meal")).unlocked).toBe(true);
    expect(await byId(p, "hydration_hero")).toMatchObject({ unlocked: false, current_progress: 1 });
  });

  it("recordEvents is idempotent, keeps the best of 'max' metrics and returns only new unlocks", async () => {
    const p = await signUp(t.app);
    const run = (events: Parameters<typeof recordEvents>[2]) =>
      t.database.db.transaction().execute((trx) => recordEvents(trx, p.user.id, events));
    expect(await run([{ kind: "battle_fought" }, { kind: "battle_won" }])).toEqual(
      expect.arrayContaining(["first_battle", "first_victory"]),
    );
    expect(await run([{ kind: "battle_won" }])).toEqual([]);
    expect(await run([{ kind: "win_streak", streak: 3 }])).toEqual(["hot_streak"]);
    expect(await run([{ kind: "win_streak", streak: 2 }])).toEqual([]);
    expect(await byId(p, "hot_streak")).toMatchObject({ unlocked: true, current_progress: 3 });
    expect(await byId(p, "unstoppable")).toMatchObject({ unlocked: false, current_progress: 3 });
    expect(await byId(p, "champion")).toMatchObject({ unlocked: false, current_progress: 2 });
    expect((await unlockedRows(p.user.id)).length).toBe(3);
  });

  it("parallel callers neither lose counts nor unlock twice", async () => {
    const p = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.database.db.transaction().execute((trx) => recordEvents(trx, p.user.id, [{ kind: "battle_won" }])),
      ),
    );
    expect(results.flat().filter((id) => id === "champion")).toHaveLength(1);
    expect(results.flat().filter((id) => id === "first_victory")).toHaveLength(1);
    expect(await byId(p, "champion")).toMatchObject({ unlocked: true, current_progress: 10 });
    const value = await t.database.db
      .selectFrom("achievement_progress")
      .select("value")
      .where("user_id", "=", p.user.id)
      .where("metric", "=", "battles_won")
      .executeTakeFirstOrThrow();
    expect(value.value).toBe(12);
  });

  it("progress rolls back with the caller's transaction", async () => {
    const p = await signUp(t.app);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordEvents(trx, p.user.id, [{ kind: "friend_added", friends: 1 }]);
        throw new Error("the friendship failed");
      }),
    ).rejects.toThrow("the friendship failed");
    expect(await byId(p, "first_friend")).toMatchObject({ unlocked: false, current_progress: 0 });
    expect(await unlockedRows(p.user.id)).toHaveLength(0);
  });

  it("achievement-stats adds up over the list", async () => {
    const p = await signUp(t.app);
    await createAntFor(t.app, p);
    await t.database.db
      .transaction()
      .execute((trx) =>
        recordEvents(trx, p.user.id, [{ kind: "battle_fought" }, { kind: "rating_reached", rating: 2000 }]),
      );
    const all = await list(p);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/users/${p.user.id}/achievement-stats`,
      headers: p.auth,
    });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    const unlocked = all.filter((a) => a.unlocked);
    expect(unlocked.map((a) => a.achievement_id).sort()).toEqual(["colony_founder", "first_battle", "grandmaster"]);
    expect(stats.unlocked_count).toBe(3);
    expect(stats.total_count).toBe(all.length);
    expect(stats.completion_percentage).toBe(Math.round((3 / all.length) * 1000) / 10);
    expect(stats.total_experience_from_achievements).toBe(unlocked.reduce((sum, a) => sum + a.experience_reward, 0));
    const rarities = Object.values(stats.rarity_counts) as { unlocked: number; total: number }[];
    expect(rarities.reduce((sum, r) => sum + r.total, 0)).toBe(all.length);
    expect(rarities.reduce((sum, r) => sum + r.unlocked, 0)).toBe(3);
    expect(stats.rarity_counts.legendary.unlocked).toBe(1);
  });
});
