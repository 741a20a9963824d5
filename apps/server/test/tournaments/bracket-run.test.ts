// A daily bracket of 13 players from registration to payout on a manual clock; a node killed mid-round.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findBattle, participantsOf } from "../../src/battles";
import { replayMatchesStored } from "../../src/battles/replay";
import { allBalances, balancesFromEntries } from "../../src/ledger/repository";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts, readAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import {
  balanceMilli,
  DAILY,
  detail,
  listTournaments,
  ROUND_MS,
  register,
  TO_START_MS,
  transactionsOf,
} from "../helpers/tournament-fixtures";

describe.each(DIALECTS)("daily bracket on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, { tournamentRoundMs: ROUND_MS, tournamentTickMs: 0 }, { now: clock.now });
  });
  afterEach(async () => t.close());

  async function registerPlayers(count: number): Promise<{ player: Player; ant: string }[]> {
    const players = [];
    for (let i = 0; i < count; i += 1) {
      const { player, ants } = await playerWithAnts(t, 1, { elo_rating: 1000 + 10 * i, total_experience: 100 * i });
      const ant = ants[0] as string;
      if (i === 0) await listTournaments(t, player);
      expect((await register(t, player, DAILY, ant)).statusCode).toBe(201);
      players.push({ player, ant });
    }
    return players;
  }

  async function battlesOfTournament() {
    return t.database.db
      .selectFrom("tournament_matches")
      .innerJoin("battles", "battles.id", "tournament_matches.battle_id")
      .select(["battles.id", "battles.status", "battles.battle_type"])
      .execute();
  }

  it("seeds 13 players and 3 marked house ants, plays one round per interval, pays the top places once", async () => {
    const players = await registerPlayers(13);
    const viewer = players[0]?.player as Player;
    clock.advanceMs(TO_START_MS);
    await t.app.tournaments.tick();
    let bracket = await detail(t, viewer, DAILY);
    expect(bracket.tournament).toMatchObject({ status: "running", registered: 13, prize_pool: 13 });
    expect(bracket.rounds.map((round) => round.matches.length)).toEqual([8, 4, 2, 1]);
    const firstRound = bracket.rounds[0]?.matches ?? [];
    const houses = firstRound.flatMap((match) => match.sides).filter((side) => side?.house);
    expect(houses).toHaveLength(3);
    for (const match of firstRound) expect(match.sides.filter((side) => side?.house).length).toBeLessThan(2);
    expect(firstRound[0]?.sides.map((side) => side?.seed)).toEqual([1, 16]);
    expect(firstRound[0]?.sides[0]?.user_id).toBe(players[12]?.player.user.id);
    expect(firstRound.every((match) => match.winner_side === null)).toBe(true);

    for (let round = 1; round <= 4; round += 1) {
      clock.advanceMs(ROUND_MS);
      await t.app.tournaments.tick();
      bracket = await detail(t, viewer, DAILY);
      const decided = bracket.rounds.map((r) => r.matches.filter((match) => match.winner_side !== null).length);
      expect(decided).toEqual([8, 4, 2, 1].map((count, i) => (i < round ? count : 0)));
    }
    expect(bracket.tournament.status).toBe("finished");
    expect(bracket.winners.map((winner) => winner.place)).toEqual([1, 2, 3, 3]);
    const paid = bracket.winners.reduce((sum, winner) => sum + Math.round(winner.prize * 1000), 0);
    expect(paid).toBe(13_000 - 650);
    expect(bracket.standings[0]).toMatchObject({ place: 1, points: 4 });

    const battles = await battlesOfTournament();
    expect(battles).toHaveLength(15);
    expect(new Set(battles.map((battle) => battle.id)).size).toBe(15);
    expect(battles.every((battle) => battle.status === "completed")).toBe(true);
    // [TN15] Every match is a battle of its own type.
    expect(new Set(battles.map((battle) => battle.battle_type))).toEqual(new Set(["tournament"]));
    // [B35] Every match was fought by both sides' tactics AI: its choices are stored, and the replay gives the result.
    // A match where neither AI ever left its opening tactic stores no choice, so only the bracket as a whole must.
    let choices = 0;
    for (const battle of battles) {
      const row = await findBattle(t.database.db, battle.id);
      if (!row) throw new Error("no battle");
      choices += row.input_log.length;
      expect(replayMatchesStored(row, await participantsOf(t.database.db, [battle.id]))).toBe(true);
    }
    expect(choices).toBeGreaterThan(0);

    const pool = await allBalances(t.database.db);
    expect(pool["escrow:tournament:daily-2026-11-22"]).toBe(0);
    expect(Object.values(pool).reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(await balancesFromEntries(t.database.db)).toEqual(pool);
    expect(await transactionsOf(t, "prize")).toBe(1);
    const champion = bracket.winners[0];
    if (champion?.user_id) {
      const owner = players.find((p) => p.player.user.id === champion.user_id) as { player: Player; ant: string };
      expect(await balanceMilli(t, owner.player)).toBe(9000 + Math.round(champion.prize * 1000));
      expect((await readAnt(t, owner.ant)).total_experience).toBeGreaterThan(100 * players.indexOf(owner));
    }

    clock.advanceMs(ROUND_MS * 5);
    await t.app.tournaments.tick();
    expect(await transactionsOf(t, "prize")).toBe(1);
    expect(await battlesOfTournament()).toHaveLength(15);
    const replay = await t.app.inject({
      method: "GET",
      url: `/api/tournaments/${DAILY}/battles/${battles[0]?.id}`,
      headers: viewer.auth,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().battle_log.length).toBeGreaterThan(0);
  });

  it("gives a bye against an ant deleted since registering, and keeps players still in from scouting", async () => {
    const players = await registerPlayers(4);
    const gone = players[3] as { player: Player; ant: string };
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${gone.player.user.id}/ants/${gone.ant}`,
      headers: gone.player.auth,
    });
    expect(res.statusCode).toBeLessThan(300);
    clock.advanceMs(TO_START_MS + ROUND_MS);
    await t.app.tournaments.tick();
    const bracket = await detail(t, gone.player, DAILY);
    const round1 = bracket.rounds[0]?.matches ?? [];
    expect(round1.map((match) => match.ended_by).sort()).toEqual(["battle", "bye"]);
    const bye = round1.find((match) => match.ended_by === "bye");
    expect(bye?.battle_id).toBeNull();
    const fought = round1.find((match) => match.ended_by === "battle");
    const onlooker = players.find(
      (p) => !fought?.sides.some((side) => side?.user_id === p.player.user.id) && p !== gone,
    ) as { player: Player };
    const scout = await t.app.inject({
      method: "GET",
      url: `/api/tournaments/${DAILY}/battles/${fought?.battle_id}`,
      headers: onlooker.player.auth,
    });
    expect(scout.statusCode).toBe(403);
    expect(scout.json().detail).toMatch(/only watch their own matches/);
  });

  it("a node killed mid-round: another takes over once the lease lapses and settles each match once", async () => {
    const players = await registerPlayers(13);
    const viewer = players[0]?.player as Player;
    clock.advanceMs(TO_START_MS + ROUND_MS);
    const other = await createTestApp(
      dialect,
      { tournamentRoundMs: ROUND_MS, tournamentTickMs: 0 },
      {
        now: clock.now,
        database: t.database,
      },
    );
    try {
      expect(await t.app.tournaments.tick(4)).toBe(4);
      const half = await detail(t, viewer, DAILY);
      expect(half.rounds[0]?.matches.filter((match) => match.winner_side !== null)).toHaveLength(3);
      // Killed: the first node simply stops (no close hook runs), so its lease must lapse first.
      expect(await other.app.tournaments.tick()).toBe(0);
      clock.advanceMs(30_000);
      expect(await other.app.tournaments.tick()).toBeGreaterThan(0);
      const resumed = await detail(other, viewer, DAILY);
      expect(resumed.rounds[0]?.matches.every((match) => match.winner_side !== null)).toBe(true);
      for (let round = 2; round <= 4; round += 1) {
        clock.advanceMs(ROUND_MS);
        await other.app.tournaments.tick();
      }
      const done = await detail(other, viewer, DAILY);
      expect(done.tournament.status).toBe("finished");
      const battles = await battlesOfTournament();
      expect(battles).toHaveLength(15);
      const participants = await t.database.db
        .selectFrom("battle_participants")
        .select("battle_id")
        .where(
          "battle_id",
          "in",
          battles.map((battle) => battle.id),
        )
        .execute();
      expect(participants).toHaveLength(30);
      expect(await transactionsOf(t, "prize")).toBe(1);
      const balances = await allBalances(t.database.db);
      expect(balances["escrow:tournament:daily-2026-11-22"]).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("a node that closes (drain) mid-round hands the tournament over at once, each match settled once", async () => {
    const players = await registerPlayers(13);
    const viewer = players[0]?.player as Player;
    clock.advanceMs(TO_START_MS + ROUND_MS);
    const other = await createTestApp(
      dialect,
      { tournamentRoundMs: ROUND_MS, tournamentTickMs: 0 },
      { now: clock.now, database: t.database },
    );
    try {
      expect(await t.app.tournaments.tick(4)).toBe(4);
      await t.app.close();
      const lease = await t.database.db
        .selectFrom("tournaments")
        .select(["lease_owner", "lease_until"])
        .where("id", "=", DAILY)
        .executeTakeFirstOrThrow();
      expect(lease).toEqual({ lease_owner: null, lease_until: null });
      // No wait for a lease to lapse: the next tick of the other node plays the rest of the round.
      expect(await other.app.tournaments.tick()).toBeGreaterThan(0);
      const resumed = await detail(other, viewer, DAILY);
      expect(resumed.rounds[0]?.matches.every((match) => match.winner_side !== null)).toBe(true);
      expect(await battlesOfTournament()).toHaveLength(8);
    } finally {
      await other.close();
    }
  });
});
