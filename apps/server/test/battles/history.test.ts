// Battle history: real keyset pages (newest first), total wins, one battle by id, and bad cursors.
import type { Battle, BattleList } from "@antbrawl/protocol/battles";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import {
  type Player,
  playerWithAnts,
  refresh,
  requestBattle,
  selfBattle,
  startBattle,
} from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";

describe.each(ROUTE_DIALECTS)("battle history on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  async function page(player: Player, query: string) {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}/battles${query}`,
      headers: player.auth,
    });
    return { res, body: res.json() as BattleList & { detail?: string } };
  }

  it("pages 25 battles as 10, 10, 5 newest first, with total wins", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const made: string[] = [];
    for (let i = 0; i < 25; i++) {
      if (i % 4 === 0) clock.advanceHours(0.01);
      const { res, body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] });
      expect(res.statusCode).toBe(201);
      made.push(body.battle.id);
      for (const ant of ants) await refresh(t, ant);
    }
    const seen: Battle[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const { res, body } = await page(player, `?limit=10${cursor ? `&before=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      // A self battle is no win over anyone: Total Wins agrees with the ants' records (0W 0L) and First Victory.
      expect(body.total_wins).toBe(0);
      sizes.push(body.battles.length);
      seen.push(...body.battles);
      cursor = body.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 5]);
    expect(new Set(seen.map((b) => b.id))).toEqual(new Set(made));
    const keys = seen.map((b) => [Date.parse(b.created_at), b.id] as const);
    for (let i = 1; i < keys.length; i++) {
      const [prev, cur] = [keys[i - 1], keys[i]] as [readonly [number, string], readonly [number, string]];
      expect(prev[0] > cur[0] || (prev[0] === cur[0] && prev[1] > cur[1])).toBe(true);
    }
    expect(seen[0]?.id).toBe(made[made.length - 1]);
    expect(seen[0]?.battle_log.length).toBeGreaterThan(0);
    const defaults = await page(player, "");
    expect(defaults.body.battles).toHaveLength(10);
  });

  it("counts only the battles whose winner is the player, on both sides of a server battle", async () => {
    const me = await playerWithAnts(t, 1, { elo_rating: 50_000 });
    const them = await playerWithAnts(t, 1, { elo_rating: 50_001 });
    let myWins = 0;
    for (let i = 0; i < 6; i++) {
      const { body } = await requestBattle(t, me.player, { ant_id: me.ants[0], battle_type: "quick_match" });
      expect(body.opponent?.ant_id).toBe(them.ants[0]);
      const started = await startBattle(t, me.player, body.battle_id);
      if (started.body.battle.winner_id === me.player.user.id) myWins += 1;
      await refresh(t, me.ants[0] as string);
    }
    const mine = await page(me.player, "?limit=50");
    expect(mine.body.battles).toHaveLength(6);
    expect(mine.body.total_wins).toBe(myWins);
    const theirs = await page(them.player, "?limit=50");
    expect(theirs.body.battles.map((b) => b.id)).toEqual(mine.body.battles.map((b) => b.id));
    expect(theirs.body.total_wins).toBe(6 - myWins);
  });

  it("answers an empty history for a new player; 400 for bad limits and cursors; 403 for another player", async () => {
    const fresh = await signUp(t.app);
    const empty = await page(fresh, "");
    expect(empty.body).toEqual({ battles: [], next_cursor: null, total_wins: 0 });
    for (const query of [
      "?limit=0",
      "?limit=51",
      "?limit=ten",
      "?before=!!!",
      `?before=${Buffer.from("x").toString("base64url")}`,
    ]) {
      const { res, body } = await page(fresh, query);
      expect(res.statusCode, query).toBe(400);
      expect(body.detail, query).toBeTruthy();
    }
    const other = await signUp(t.app);
    const res = await t.app.inject({ method: "GET", url: `/api/users/${fresh.user.id}/battles`, headers: other.auth });
    expect(res.statusCode).toBe(403);
  });
});
