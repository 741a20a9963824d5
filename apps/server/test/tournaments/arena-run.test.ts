// An arena tournament (Lichess style) from registration to payout on the test clock: waves of live games for the
// players online, streak scoring, standings over the socket, the top three paid once, hidden dice, bad input refused.
import type { TournamentDetail } from "@antbrawl/protocol/tournaments";
import { STAT_MAX, STAT_MIN, STAT_NAMES } from "@antbrawl/rules/ant";
import { TOURNAMENT_TEXTS } from "@antbrawl/rules/tournament/registration";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rebuildState } from "../../src/arena/live/state";
import { participantsOf } from "../../src/battles/repository";
import { allBalances, balancesFromEntries } from "../../src/ledger/repository";
import { createTestApp, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts, readAnt, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import { advance, count, type LiveTab, liveTab, liveTime, nth, sendAndSettle } from "../helpers/live-arena";
import type { Received } from "../helpers/live-client";
import { befriend } from "../helpers/social-fixtures";
import {
  balanceMilli,
  detail,
  listTournaments,
  register,
  transactionsOf,
  withdraw,
} from "../helpers/tournament-fixtures";

/** The arena of the live clock's day (2026-11-22): it starts at 08:05 UTC, 5 minutes in, and pairs for 10 minutes. */
const ARENA = "arena-2026-11-22";
const TO_START_MS = 5 * 60_000;
const WINDOW_MS = 10 * 60_000;
/** All twenty stats at the top or the bottom: with six set, a weak ant broke the three-win streak in about one run in three. */
const STRONG = Object.fromEntries(STAT_NAMES.map((name) => [name, STAT_MAX]));
const WEAK = Object.fromEntries(STAT_NAMES.map((name) => [name, STAT_MIN]));

describe.each(DIALECTS)("arena tournament on %s", (dialect) => {
  let t: TestApp;
  let time = liveTime();
  beforeEach(async () => {
    time = liveTime();
    t = await createTestApp(
      dialect,
      {
        tournamentTickMs: 0,
        arenaStartMinute: 8 * 60 + 5,
        arenaWindowMs: WINDOW_MS,
        liveTurnMs: 1000,
        liveCountdownSeconds: 1,
      },
      { now: time.now, scheduler: time.scheduler, arena: { tickMs: 0 } },
    );
  });
  afterEach(async () => t.close());

  const tick = async () => {
    await t.app.tournaments.tick();
    await t.app.liveArena.idle();
  };
  const openGames = (d: TournamentDetail) =>
    d.rounds.flatMap((round) => round.matches).filter((match) => match.ended_by === null);

  /** Moves the clock a second at a time until every live game of the arena has been settled. */
  async function playOut(): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      const running = await t.database.db
        .selectFrom("tournament_matches")
        .innerJoin("battles", "battles.id", "tournament_matches.battle_id")
        .select("battles.id")
        .where("tournament_matches.tournament_id", "=", ARENA)
        .where("battles.status", "=", "in_progress")
        .execute();
      if (running.length === 0) return;
      await advance(time, [t.app], 1000);
    }
    throw new Error("arena games did not end");
  }

  it("pairs the online players in waves, scores a streak double, updates standings live and pays the top three once", async () => {
    const strong = await playerWithAnts(t, 1, { stats: JSON.stringify(STRONG) });
    const others = [
      await playerWithAnts(t, 1, { stats: JSON.stringify(WEAK) }),
      await playerWithAnts(t, 1, { stats: JSON.stringify(WEAK) }),
    ];
    const offline = await playerWithAnts(t, 1);
    const everyone = [strong, ...others, offline];
    const listed = await listTournaments(t, strong.player);
    expect(listed.find((x) => x.id === ARENA)).toMatchObject({
      format: "arena",
      status: "registering",
      starts_at: "2026-11-22T08:05:00.000Z",
      ends_at: "2026-11-22T08:15:00.000Z",
      max_players: 1000,
    });
    for (const { player, ants } of everyone) {
      expect((await register(t, player, ARENA, ants[0] as string)).statusCode).toBe(201);
    }
    // [TN21] A badly hurt ant still plays (at full strength) and comes out as hurt as it went in.
    const hurt = others[0]?.ants[0] as string;
    await setAnt(t, hurt, { current_health: 20, energy: 10 });
    const tabs: LiveTab[] = [];
    for (const { player } of [strong, ...others]) tabs.push(await liveTab(t.app, player));
    const watcher = tabs[0] as LiveTab;
    expect(await sendAndSettle(watcher, { type: "watch_tournament", tournament_id: ARENA })).toEqual([]);

    time.scheduler.advance(TO_START_MS);
    await tick();
    let board = await detail(t, strong.player, ARENA);
    expect(board.tournament).toMatchObject({ status: "running", registered: 4, prize_pool: 4 });
    // [TN17] The first wave pairs two of the three online players; the one offline is never paired.
    expect(board.rounds).toHaveLength(1);
    expect(board.rounds[0]?.matches).toHaveLength(1);
    const sidesOf = (d: TournamentDetail) => d.rounds.flatMap((r) => r.matches.flatMap((m) => m.sides));
    expect(sidesOf(board).some((side) => side?.user_id === offline.player.user.id)).toBe(false);
    const heard = count(watcher, "tournament_updated");
    expect(heard).toBeGreaterThanOrEqual(1);

    // Play until the strong ant has fought three games; the weak ants are cared for between games.
    for (let wave = 0; wave < 12; wave += 1) {
      const mine = (await detail(t, strong.player, ARENA)).standings.find((s) => s.user_id === strong.player.user.id);
      if ((mine?.games ?? 0) >= 3) break;
      await playOut();
      await advance(time, [t.app], 10_000);
      await tick();
    }
    board = await detail(t, strong.player, ARENA);
    const top = board.standings.find((s) => s.user_id === strong.player.user.id);
    // [TN21] Nobody was healed between games, yet the strong ant played three; every game began at full strength
    // and the hurt ant, which played, has the health and energy it had (plus a few minutes' natural recovery).
    const starts = await t.database.db
      .selectFrom("battle_participants")
      .innerJoin("tournament_matches", "tournament_matches.battle_id", "battle_participants.battle_id")
      .select([
        "battle_participants.ant_id",
        "battle_participants.starting_health",
        "battle_participants.starting_energy",
      ])
      .where("tournament_matches.tournament_id", "=", ARENA)
      .execute();
    expect(starts.some((start) => start.ant_id === hurt)).toBe(true);
    expect(new Set(starts.map((start) => `${start.starting_health}/${start.starting_energy}`))).toEqual(
      new Set(["100/100"]),
    );
    const after = await readAnt(t, hurt);
    expect(after.current_health).toBeGreaterThanOrEqual(20);
    expect(after.current_health).toBeLessThan(25);
    expect(after.energy).toBeGreaterThanOrEqual(10);
    expect(after.energy).toBeLessThan(20);
    // [TN10] Three wins in a row: 2 + 2 + 4 (the third doubled by the streak).
    expect(top).toMatchObject({ games: 3, points: 8, streak: 3, place: 1 });
    expect(board.standings.find((s) => s.user_id === offline.player.user.id)).toMatchObject({ games: 0, points: 0 });
    // Waves: more than one, and no player twice in one wave.
    expect(board.rounds.length).toBeGreaterThanOrEqual(3);
    for (const round of board.rounds) {
      const users = round.matches.flatMap((m) => m.sides.map((side) => side?.user_id));
      expect(new Set(users).size).toBe(users.length);
    }
    expect(count(watcher, "tournament_updated")).toBeGreaterThan(heard);
    // The caller sees only their own game in play.
    const open = openGames(board)[0];
    if (open) {
      const player = everyone.find((p) => p.player.user.id === open.sides[0]?.user_id)?.player as Player;
      expect((await detail(t, player, ARENA)).my_battle_id).toBe(open.battle_id);
      expect((await detail(t, offline.player, ARENA)).my_battle_id).toBeNull();
    }

    // [TN20] After the window no new wave; the games still running count; then the top three are paid once.
    await advance(time, [t.app], WINDOW_MS);
    await playOut();
    await tick();
    board = await detail(t, strong.player, ARENA);
    expect(openGames(board)).toEqual([]);
    expect(board.tournament.status).toBe("finished");
    expect(board.winners.length).toBeGreaterThanOrEqual(1);
    expect(board.winners.length).toBeLessThanOrEqual(3);
    expect(board.winners[0]).toMatchObject({ place: 1, user_id: strong.player.user.id });
    const paid = board.winners.reduce((sum, winner) => sum + Math.round(winner.prize * 1000), 0);
    expect(paid).toBe(4000 - 200);
    expect(board.winners.some((winner) => winner.user_id === offline.player.user.id)).toBe(false);
    const pool = await allBalances(t.database.db);
    expect(pool[`escrow:tournament:${ARENA}`]).toBe(0);
    expect(Object.values(pool).reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(await balancesFromEntries(t.database.db)).toEqual(pool);
    expect(await transactionsOf(t, "prize")).toBe(1);
    const champion = Math.round((board.winners[0]?.prize ?? 0) * 1000);
    expect(await balanceMilli(t, strong.player)).toBe(10_000 - 1000 + champion);

    // [TN18] Every game was a live battle of type tournament, without stake.
    const battles = await t.database.db
      .selectFrom("tournament_matches")
      .innerJoin("battles", "battles.id", "tournament_matches.battle_id")
      .select(["battles.battle_type", "battles.stake_milli", "battles.status"])
      .where("tournament_matches.tournament_id", "=", ARENA)
      .execute();
    expect(new Set(battles.map((b) => `${b.battle_type}/${b.stake_milli}/${b.status}`))).toEqual(
      new Set(["tournament/0/completed"]),
    );

    // [A4] Three arena games won unlock Bracket Climber; first place Tournament Champion; the others neither.
    const unlocked = async (p: Player) => {
      const res = await t.app.inject({ method: "GET", url: `/api/users/${p.user.id}/achievements`, headers: p.auth });
      const list = res.json() as { achievement_id: string; unlocked: boolean }[];
      return list.filter((a) => a.unlocked).map((a) => a.achievement_id);
    };
    expect(await unlocked(strong.player)).toEqual(expect.arrayContaining(["bracket_climber", "tournament_champion"]));
    for (const { player } of [...others, offline]) expect(await unlocked(player)).not.toContain("tournament_champion");

    // Paid exactly once: more ticks change nothing.
    const before = await balanceMilli(t, strong.player);
    await advance(time, [t.app], 60_000);
    await tick();
    expect(await transactionsOf(t, "prize")).toBe(1);
    expect(await balanceMilli(t, strong.player)).toBe(before);
    expect(await nth(watcher, "tournament_updated", count(watcher, "tournament_updated"))).toMatchObject({
      tournament_id: ARENA,
    });

    // [FD3] No message any player got before a game ended carries its seed, its salt or an engine state it passed
    // through (each predicts the dice after it); the game's end reveals them.
    const games = await t.database.db
      .selectFrom("tournament_matches")
      .innerJoin("battles", "battles.id", "tournament_matches.battle_id")
      .selectAll("battles")
      .where("tournament_matches.tournament_id", "=", ARENA)
      .execute();
    expect(games.length).toBeGreaterThanOrEqual(3);
    for (const game of games) {
      const sides = await participantsOf(t.database.db, [game.id]);
      const secrets = new Set([String(game.seed), game.dice_salt as string]);
      for (let turn = 0; turn <= game.current_turn; turn++) {
        for (const word of [rebuildState(game, sides, turn).rngState].flat()) secrets.add(String(word));
      }
      for (const secret of [...secrets]) if (secret.length < 7) secrets.delete(secret);
      const leaks = (text: string) =>
        [...secrets].filter((secret) => new RegExp(`(^|[^0-9a-f.])${secret}([^0-9a-f.]|$)`).test(text));
      let seen = 0;
      for (const tab of tabs) {
        const shows = (m: Received) => (m.battle as { id?: string } | undefined)?.id === game.id;
        const end = tab.box.messages.findIndex(
          (m) => shows(m) && (m.battle as { status?: string }).status === "completed",
        );
        const before = end < 0 ? tab.box.messages : tab.box.messages.slice(0, end);
        seen += before.filter(shows).length;
        for (const message of before) expect(leaks(JSON.stringify(message)), `${message.type} leaks`).toEqual([]);
      }
      expect(seen).toBeGreaterThan(2);
    }
    for (const tab of tabs) tab.socket.terminate();
  });

  it("no scouting: a player still in the arena may not watch another's game; anyone outside it may", async () => {
    const fighters = [await playerWithAnts(t, 1), await playerWithAnts(t, 1)];
    const scout = await playerWithAnts(t, 1);
    const outsider = await playerWithAnts(t, 0);
    await listTournaments(t, scout.player);
    for (const { player, ants } of [...fighters, scout]) {
      expect((await register(t, player, ARENA, ants[0] as string)).statusCode).toBe(201);
    }
    for (const watcher of [scout, outsider]) await befriend(t, watcher.player, (fighters[0] as typeof scout).player);
    const tabs = [];
    for (const { player } of fighters) tabs.push(await liveTab(t.app, player));
    time.scheduler.advance(TO_START_MS);
    await tick();
    const game = openGames(await detail(t, scout.player, ARENA))[0];
    expect(game?.sides.map((side) => side?.user_id).sort()).toEqual(fighters.map((f) => f.player.user.id).sort());
    const battleId = game?.battle_id as string;

    const scoutTab = await liveTab(t.app, scout.player);
    const refused = await sendAndSettle(scoutTab, { type: "spectate_battle", battle_id: battleId });
    expect(refused).toMatchObject([{ type: "error", message: TOURNAMENT_TEXTS.noScouting }]);
    const watchers = await t.database.db.selectFrom("live_spectators").select("user_id").execute();
    expect(watchers).toEqual([]);
    const outsiderTab = await liveTab(t.app, outsider.player);
    const watching = await sendAndSettle(outsiderTab, { type: "spectate_battle", battle_id: battleId });
    expect(watching.map((m) => m.type)).toEqual(["rejoined_battle"]);
    // Arena games are public like ranked ones: listed in Live now, and a stranger outside the arena may watch.
    const stranger = await playerWithAnts(t, 0);
    const listed = await t.app.inject({ method: "GET", url: "/api/arena/live", headers: stranger.player.auth });
    expect(listed.json().battles.map((b: { battle_id: string }) => b.battle_id)).toContain(battleId);
    const strangerTab = await liveTab(t.app, stranger.player);
    const strangerWatch = await sendAndSettle(strangerTab, { type: "spectate_battle", battle_id: battleId });
    expect(strangerWatch.map((m) => m.type)).toEqual(["rejoined_battle"]);
    for (const tab of [...tabs, scoutTab, outsiderTab, strangerTab]) tab.socket.terminate();
  });

  it("refuses bad input and changes nothing; fewer than two entrants cancel it with refunds", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const other = await playerWithAnts(t, 1);
    await listTournaments(t, player);
    const stranger = await register(t, player, ARENA, other.ants[0] as string);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().detail).toBe("Ant not found");
    const badId = await t.app.inject({ method: "GET", url: "/api/tournaments/arena%20x", headers: player.auth });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().detail).toBeTruthy();
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/tournaments/arena-1999-01-01",
      headers: player.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const noBody = await t.app.inject({
      method: "POST",
      url: `/api/tournaments/${ARENA}/registrations`,
      headers: player.auth,
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
    expect(await balanceMilli(t, player)).toBe(10_000);

    expect((await register(t, player, ARENA, ants[0] as string)).statusCode).toBe(201);
    const twice = await register(t, player, ARENA, ants[1] as string);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe("You already have an ant in this tournament");
    expect(await balanceMilli(t, player)).toBe(9000);

    time.scheduler.advance(TO_START_MS);
    await tick();
    expect((await detail(t, player, ARENA)).tournament.status).toBe("cancelled");
    // [TN16] The next day's arena is made next to the bracket, which exists already.
    const next = await listTournaments(t, player);
    expect(next.filter((x) => x.status === "registering").map((x) => x.id)).toEqual([
      "arena-2026-11-23",
      "daily-2026-11-22",
    ]);
    expect(await balanceMilli(t, player)).toBe(10_000);
    expect((await withdraw(t, player, ARENA)).statusCode).toBe(409);
    const late = await register(t, other.player, ARENA, other.ants[0] as string);
    expect(late.statusCode).toBe(409);
    expect(await balanceMilli(t, other.player)).toBe(10_000);
  });
});
