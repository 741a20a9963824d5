// The profile's tournament history: a two-player bracket run on the test clock, the next day's registration and a
// withdrawal, pages, bad input, and another player refused.
import type { TournamentHistory } from "@antbrawl/protocol/tournament-history";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import {
  DAILY,
  detail,
  listTournaments,
  ROUND_MS,
  register,
  TO_START_MS,
  withdraw,
} from "../helpers/tournament-fixtures";

const NEXT_DAY = "daily-2026-11-23";

describe.each(DIALECTS)("tournament history on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, { tournamentRoundMs: ROUND_MS, tournamentTickMs: 0 }, { now: clock.now });
  });
  afterEach(async () => t.close());

  async function history(player: Player, query = "", userId = player.user.id) {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/users/${userId}/tournaments${query}`,
      headers: player.auth,
    });
    return { res, body: res.json() as TournamentHistory & { detail?: string } };
  }

  /** Alice and Bob in today's bracket; Alice also in tomorrow's, Bob registered there and withdrew; today played. */
  async function twoPlayerBracket() {
    const alice = await playerWithAnts(t, 1, { name: "Alicia", elo_rating: 1100 });
    const bob = await playerWithAnts(t, 1, { name: "Bobbin", elo_rating: 1000 });
    await listTournaments(t, alice.player);
    expect((await register(t, alice.player, DAILY, alice.ants[0] as string)).statusCode).toBe(201);
    expect((await register(t, bob.player, DAILY, bob.ants[0] as string)).statusCode).toBe(201);
    clock.advanceMs(TO_START_MS);
    await t.app.tournaments.tick();
    await listTournaments(t, alice.player);
    expect((await register(t, alice.player, NEXT_DAY, alice.ants[0] as string)).statusCode).toBe(201);
    expect((await register(t, bob.player, NEXT_DAY, bob.ants[0] as string)).statusCode).toBe(201);
    expect((await withdraw(t, bob.player, NEXT_DAY)).statusCode).toBe(200);
    return { alice, bob };
  }

  it("is empty for a player who never entered", async () => {
    const { player } = await playerWithAnts(t, 1);
    const { res, body } = await history(player);
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ tournaments: [], next_cursor: null });
  });

  it("lists the bracket as it runs and once it is paid: ant, round reached, place, wins and prize", async () => {
    const { alice, bob } = await twoPlayerBracket();
    const running = await history(alice.player);
    expect(running.res.statusCode).toBe(200);
    expect(running.body.tournaments.map((row) => [row.tournament_id, row.status])).toEqual([
      [NEXT_DAY, "registering"],
      [DAILY, "running"],
    ]);
    expect(running.body.tournaments[0]).toMatchObject({
      ant_id: alice.ants[0],
      ant_name: "Alicia",
      format: "bracket",
      place: null,
      rounds: null,
      round_reached: null,
      matches_played: 0,
      matches_won: 0,
      prize: 0,
      entry_fee: 1,
    });
    expect(running.body.tournaments[1]).toMatchObject({
      place: null,
      rounds: 1,
      round_reached: 1,
      matches_played: 0,
      matches_won: 0,
    });

    clock.advanceMs(ROUND_MS);
    await t.app.tournaments.tick();
    const bracket = await detail(t, alice.player, DAILY);
    expect(bracket.tournament.status).toBe("finished");
    const prizeOf = (userId: string) => bracket.winners.find((winner) => winner.user_id === userId);
    const rows = [
      { player: alice, row: (await history(alice.player)).body.tournaments.find((r) => r.tournament_id === DAILY) },
      { player: bob, row: (await history(bob.player)).body.tournaments.find((r) => r.tournament_id === DAILY) },
    ];
    const places = rows.map(({ row }) => row?.place).sort();
    expect(places).toEqual([1, 2]);
    for (const { player, row } of rows) {
      const won = prizeOf(player.player.user.id);
      expect(row).toMatchObject({
        name: bracket.tournament.name,
        status: "finished",
        starts_at: bracket.tournament.starts_at,
        ant_id: player.ants[0],
        rounds: 1,
        round_reached: 1,
        matches_played: 1,
        matches_won: row?.place === 1 ? 1 : 0,
        place: won?.place,
        prize: won?.prize,
      });
      expect(row?.prize).toBeGreaterThan(0);
    }
    const bobs = await history(bob.player);
    expect(bobs.body.tournaments.map((row) => row.tournament_id)).toEqual([DAILY]);
  });

  it("pages newest first with a cursor", async () => {
    const { alice } = await twoPlayerBracket();
    const first = await history(alice.player, "?limit=1");
    expect(first.body.tournaments.map((row) => row.tournament_id)).toEqual([NEXT_DAY]);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await history(alice.player, `?limit=1&before=${first.body.next_cursor}`);
    expect(second.body.tournaments.map((row) => row.tournament_id)).toEqual([DAILY]);
    expect(second.body.next_cursor).toBeNull();
  });

  it("is private: another player's history answers 403 without data, no session 401", async () => {
    const { alice, bob } = await twoPlayerBracket();
    const peek = await history(bob.player, "", alice.player.user.id);
    expect(peek.res.statusCode).toBe(403);
    expect(peek.body.detail).toEqual(expect.any(String));
    expect(peek.body.tournaments).toBeUndefined();
    expect(peek.res.body).not.toContain("Alicia");
    const anonymous = await t.app.inject({ method: "GET", url: `/api/users/${alice.player.user.id}/tournaments` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers bad input with 400 and a detail", async () => {
    const { alice } = await twoPlayerBracket();
    for (const query of ["?limit=0", "?limit=51", "?limit=ten", "?before=not-a-cursor", "?before="]) {
      const { res, body } = await history(alice.player, query);
      expect(res.statusCode, query).toBe(400);
      expect(body.detail, query).toEqual(expect.any(String));
    }
    const forged = Buffer.from("12.x' or 1=1").toString("base64url");
    const { res, body } = await history(alice.player, `?before=${forged}`);
    expect(res.statusCode).toBe(400);
    expect(body.detail).toBe("Invalid cursor: pass next_cursor from the previous page");
  });
});
