// Arena Combat through /api/users/{id}/arena-combat: start on hidden dice, commands over the websocket into the
// server's log, finish (the server's replay decides, once), bad finishes refused without a trace, history and replay
// (the dice revealed at the end), abandoned fights expire.
import type {
  ArenaCombatFinishAnswer,
  ArenaCombatReplay,
  ArenaCombatStartAnswer,
  ArenaCommand,
  ArenaOpenFights,
} from "@antbrawl/protocol/arena-combat";
import type { BattleList } from "@antbrawl/protocol/battles";
import { diceCommitment } from "@antbrawl/rules/fair-dice";
import {
  FINISH_DELAY_MS,
  PREPARATION_TICKS,
  runTopdown,
  TOPDOWN_RULES_VERSION,
  TOPDOWN_TICK_MS,
  type TopdownFighter,
  type TopdownResult,
} from "@antbrawl/rules/topdown/index";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ARENA_COMBAT_TTL_MS } from "../../src/arena-combat/sim";
import { migrateTo, migrateToLatest } from "../../src/db/migrate";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { playCommands, sendCommand, storedDice } from "../helpers/arena-combat-fixtures";
import { type Player, playerWithAnts, readAnt, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import { type LiveTab, liveTab, nth } from "../helpers/live-arena";

type Answer<T> = { status: number; body: T & { detail?: string } };

describe.each(DIALECTS)("arena combat on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => t.close());

  async function start(
    player: Player,
    ant1: string,
    ant2: string,
    as = player,
  ): Promise<Answer<ArenaCombatStartAnswer>> {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/arena-combat`,
      headers: as.auth,
      payload: { ant1_id: ant1, ant2_id: ant2 },
    });
    return { status: res.statusCode, body: res.json() };
  }

  async function finish(
    player: Player,
    battleId: string,
    payload: { commands?: ArenaCommand[]; winner_ant_id?: string } = {},
  ): Promise<Answer<ArenaCombatFinishAnswer>> {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/arena-combat/${battleId}/finish`,
      headers: player.auth,
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  /** The fight replayed from what the server keeps secret until the end: its seed and salt (TD36). */
  async function replay(started: ArenaCombatStartAnswer, commands: readonly ArenaCommand[]): Promise<TopdownResult> {
    const { seed, salt } = await storedDice(t, started.battle_id);
    const [a, b] = started.fighters as [TopdownFighter, TopdownFighter];
    const log = commands.map((c) => ({ tick: c.tick, antId: c.ant_id, text: c.text }));
    return runTopdown({ seed, salt, fighters: [a, b], version: started.rules_version }, log).result;
  }

  const play = (tab: LiveTab, battleId: string, lines: readonly ArenaCommand[]) =>
    playCommands(clock, tab, battleId, lines);

  /** The clock moves as far as a fight of `ticks` plus the finish callback. */
  function watch(ticks: number): void {
    clock.advanceMs(ticks * TOPDOWN_TICK_MS + FINISH_DELAY_MS);
  }

  /** Everything a refused request must leave as it was. */
  async function snapshot(antIds: readonly string[], userId: string) {
    const db = t.database.db;
    return JSON.stringify({
      ants: await db.selectFrom("ants").selectAll().where("id", "in", antIds).orderBy("id").execute(),
      battles: await db.selectFrom("battles").selectAll().orderBy("id").execute(),
      sides: await db.selectFrom("battle_participants").selectAll().orderBy("battle_id").orderBy("side").execute(),
      combats: await db.selectFrom("arena_combats").selectAll().orderBy("battle_id").execute(),
      events: await db.selectFrom("ant_events").selectAll().where("ant_id", "in", antIds).orderBy("id").execute(),
      progress: await db.selectFrom("achievement_progress").selectAll().where("user_id", "=", userId).execute(),
    });
  }

  const commandsFor = (antId: string): ArenaCommand[] => [
    { tick: PREPARATION_TICKS + 20, ant_id: antId, text: "throw" },
    { tick: PREPARATION_TICKS + 140, ant_id: antId, text: "retreat" },
    { tick: PREPARATION_TICKS + 260, ant_id: antId, text: "good job, attack!" },
  ];

  it("[AC3] starts on hidden dice: a commitment, no seed; topdown_arena in progress, both ants claimed, snapshots stored", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const { status, body } = await start(player, a, b);
    expect(status).toBe(201);
    expect(body.seed).toBeNull();
    expect(body.rules_version).toBe(TOPDOWN_RULES_VERSION);
    expect(body.battle).toMatchObject({ battle_type: "topdown_arena", status: "active", arena_type: "topdown" });
    expect(body.battle.participants.map((p) => [p.ant_id, p.user_id])).toEqual([
      [a, player.user.id],
      [b, player.user.id],
    ]);
    expect(body.fighters.map((f) => f.antId)).toEqual([a, b]);
    expect((await readAnt(t, a)).is_in_battle).toBe(true);
    expect((await readAnt(t, b)).is_in_battle).toBe(true);
    const row = await t.database.db
      .selectFrom("battles")
      .selectAll()
      .where("id", "=", body.battle_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ battle_type: "topdown_arena", status: "in_progress", arena_type: "topdown" });
    expect(row.dice_salt).toMatch(/^[0-9a-f]{64}$/);
    expect(body.dice_commitment).toBe(diceCommitment(row.seed, row.dice_salt as string));
    expect(JSON.stringify(body)).not.toContain(row.dice_salt as string);
    expect(Date.parse(body.expires_at) - clock.now().getTime()).toBe(ARENA_COMBAT_TTL_MS);
  });

  it("[AC2] settles the true log once: final health and energy from the replay, half experience, no record or ELO", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const before = { [a]: await readAnt(t, a), [b]: await readAnt(t, b) };
    const started = (await start(player, a, b)).body;
    const commands = await play(await liveTab(t.app, player), started.battle_id, commandsFor(a));
    expect(commands.map((c) => c.tick)).toEqual(commandsFor(a).map((c) => c.tick + 2));
    const expected = await replay(started, commands);
    watch(expected.ticks);
    const { status, body } = await finish(player, started.battle_id, { winner_ant_id: expected.winnerAntId });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ winner_ant_id: expected.winnerAntId, ticks: expected.ticks });
    expect(body.battle).toMatchObject({ status: "completed", winner_ant_id: expected.winnerAntId });
    expect(body.battle.winner_id).toBe(player.user.id);
    for (const antId of [a, b]) {
      const row = await readAnt(t, antId);
      const old = before[antId] as typeof row;
      const won = antId === expected.winnerAntId;
      expect(row.is_in_battle).toBe(false);
      expect(row.current_health).toBe(expected.finalHealth[antId]);
      expect(row.energy).toBe(expected.finalEnergy[antId]);
      expect(row.total_experience - old.total_experience).toBe(won ? 25 : 10);
      expect([row.wins, row.losses, row.win_streak, row.elo_rating]).toEqual([
        old.wins,
        old.losses,
        old.win_streak,
        old.elo_rating,
      ]);
    }
    const again = await finish(player, started.battle_id);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("This arena combat has already finished");
  });

  it("parallel finishes settle once", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const xp = (await readAnt(t, a)).total_experience + (await readAnt(t, b)).total_experience;
    const started = (await start(player, a, b)).body;
    const commands = await play(await liveTab(t.app, player), started.battle_id, commandsFor(b));
    watch((await replay(started, commands)).ticks);
    const answers = await Promise.all([1, 2, 3, 4].map(() => finish(player, started.battle_id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const after = (await readAnt(t, a)).total_experience + (await readAnt(t, b)).total_experience;
    expect(after - xp).toBe(35);
    const events = await t.database.db
      .selectFrom("ant_events")
      .select("ant_id")
      .where("ant_id", "in", [a, b])
      .where("kind", "=", "battle")
      .execute();
    expect(events.filter((event) => event.ant_id === a)).toHaveLength(1);
  });

  it("refuses a finish that brings its own log or claims the wrong winner with 400 {detail}, changing nothing", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const started = (await start(player, a, b)).body;
    const honest = await replay(started, []);
    const forged: { payload: { commands?: ArenaCommand[]; winner_ant_id?: string }; detail: RegExp }[] = [
      { payload: { winner_ant_id: honest.loserAntId }, detail: /does not give that winner/ },
      { payload: { commands: [{ tick: 100, ant_id: a, text: "attack" }] }, detail: /server keeps the log/ },
      { payload: { commands: [{ tick: 5, ant_id: a, text: "attack" }] }, detail: /server keeps the log/ },
    ];
    watch(honest.ticks);
    const before = await snapshot([a, b], player.user.id);
    for (const { payload, detail } of forged) {
      const { status, body } = await finish(player, started.battle_id, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.detail).toMatch(detail);
    }
    expect(await snapshot([a, b], player.user.id)).toBe(before);
    const { status } = await finish(player, started.battle_id, { commands: [], winner_ant_id: honest.winnerAntId });
    expect(status).toBe(200);
  });

  it("settles a fight left early (Back to Setup) by playing the rest out with the tactical AI", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const started = (await start(player, a, b)).body;
    const tab = await liveTab(t.app, player);
    const commands = await play(tab, started.battle_id, [{ tick: PREPARATION_TICKS + 20, ant_id: b, text: "cover" }]);
    clock.advanceMs(20 * TOPDOWN_TICK_MS);
    const { status, body } = await finish(player, started.battle_id);
    expect(status).toBe(200);
    const expected = await replay(started, commands);
    expect(body.result).toMatchObject({ winner_ant_id: expected.winnerAntId, ticks: expected.ticks });
    expect((await readAnt(t, b)).current_health).toBe(expected.finalHealth[b]);
  });

  it("[AC3] refuses commands before the fight, for another's fight or ant, blank, for a fallen ant and after the end", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const other = await playerWithAnts(t, 2);
    const theirs = (await start(other.player, other.ants[0] as string, other.ants[1] as string)).body;
    const started = (await start(player, a, b)).body;
    const tab = await liveTab(t.app, player);
    const refused = async (battleId: string, antId: string, text: string) =>
      (await sendCommand(tab, battleId, antId, text)).refused;
    expect(await refused(started.battle_id, a, "attack")).toBe("The ants are not fighting yet");
    clock.advanceMs((PREPARATION_TICKS + 5) * TOPDOWN_TICK_MS);
    expect(await refused(theirs.battle_id, other.ants[0] as string, "attack")).toBe("Arena combat not found");
    expect(await refused("no-such-battle", a, "attack")).toBe("Arena combat not found");
    expect(await refused(started.battle_id, other.ants[0] as string, "attack")).toBe("That ant is not in this fight");
    expect(await refused(started.battle_id, a, "   ")).toBe("Type a command for your ant first");
    const combats = await t.database.db.selectFrom("arena_combats").select(["battle_id", "commands"]).execute();
    expect(combats.every((row) => row.commands.length === 0)).toBe(true);
    const honest = await replay(started, []);
    watch(honest.ticks);
    expect(await refused(started.battle_id, a, "attack")).toBe("This arena combat has already finished");
    expect((await finish(player, started.battle_id)).status).toBe(200);
    expect(await refused(started.battle_id, a, "attack")).toBe("This arena combat has already finished");
  });

  it("[AC3] many commands at once from four tabs: every one stored once, in tick order, none lost", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const started = (await start(player, a, b)).body;
    const tabs: LiveTab[] = [];
    for (let i = 0; i < 4; i++) tabs.push(await liveTab(t.app, player));
    clock.advanceMs((PREPARATION_TICKS + 10) * TOPDOWN_TICK_MS);
    const texts = Array.from({ length: 16 }, (_, i) => `attack ${i}`);
    for (const [i, text] of texts.entries()) {
      const command = { type: "arena_combat_command", battle_id: started.battle_id, ant_id: i % 3 === 0 ? a : b, text };
      (tabs[i % 4] as LiveTab).box.send(command);
    }
    for (const tab of tabs) await nth(tab, "arena_combat_command_taken", texts.length / 4);
    expect(tabs.flatMap((tab) => tab.box.messages.filter((m) => m.type === "error"))).toEqual([]);
    const row = await t.database.db
      .selectFrom("arena_combats")
      .select("commands")
      .where("battle_id", "=", started.battle_id)
      .executeTakeFirstOrThrow();
    expect(row.commands.map((c) => c.text).sort()).toEqual([...texts].sort());
    const ticks = row.commands.map((c) => c.tick);
    expect(ticks).toEqual([...ticks].sort((x, y) => x - y));
    const expected = await replay(started, row.commands);
    watch(expected.ticks);
    const { body } = await finish(player, started.battle_id);
    expect(body.result.winner_ant_id).toBe(expected.winnerAntId);
  });

  it("refuses unknown battles, other players' battles and ants, one ant twice and ants not ready", async () => {
    const { player, ants } = await playerWithAnts(t, 3);
    const [a, b, c] = ants as [string, string, string];
    const other = await playerWithAnts(t, 2);
    const [x, y] = other.ants as [string, string];
    const theirs = (await start(other.player, x, y)).body;
    const before = await snapshot([a, b, c, x, y], player.user.id);

    const unknown = await finish(player, "no-such-battle");
    expect([unknown.status, unknown.body.detail]).toEqual([404, "Arena combat not found"]);
    const foreign = await finish(player, theirs.battle_id);
    expect([foreign.status, foreign.body.detail]).toEqual([404, "Arena combat not found"]);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}/arena-combat/${theirs.battle_id}`,
      headers: player.auth,
    });
    expect(read.statusCode).toBe(404);
    const otherPath = await start(other.player, x, y, player);
    expect(otherPath.status).toBe(403);
    expect(otherPath.body.detail).toEqual(expect.any(String));

    const borrowed = await start(player, a, x);
    expect([borrowed.status, borrowed.body.detail]).toEqual([404, "Ant not found"]);
    const twice = await start(player, a, a);
    expect([twice.status, twice.body.detail]).toEqual([400, "Please select two different ants"]);

    await setAnt(t, c, { current_health: 20 });
    const weak = await snapshot([a, b, c, x, y], player.user.id);
    const name = (await readAnt(t, c)).name;
    const tired = await start(player, a, c);
    expect(tired.status).toBe(409);
    expect(tired.body.detail).toBe(`${name} is not ready for battle: Health too low (need 30%+)`);
    expect(await snapshot([a, b, c, x, y], player.user.id)).toBe(weak);
    expect(weak).not.toBe(before);

    const first = await start(player, a, b);
    expect(first.status).toBe(201);
    const busy = await start(player, b, a);
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toMatch(/is not ready for battle: Currently in battle$/);
  });

  it("fighters carry equipment bonuses and skills; an ant in treatment or still training is not ready", async () => {
    const { player, ants } = await playerWithAnts(t, 3);
    const [a, b, c] = ants as [string, string, string];
    await t.database.db
      .insertInto("player_equipment")
      .values({
        user_id: player.user.id,
        equipment_id: "leaf_shield",
        equipment_type: "armor",
        durability: 100,
        ant_id: a,
        equipped_at: clock.now(),
        acquired_at: clock.now(),
        source: "purchase",
      })
      .execute();
    await setAnt(t, a, { skills: JSON.stringify({ power_strike: 2 }) as never });
    await setAnt(t, c, { treatment_until: new Date(clock.now().getTime() + 60_000) });
    const treated = await start(player, a, c);
    expect(treated.status).toBe(409);
    expect(treated.body.detail).toMatch(/is not ready for battle: Currently in treatment$/);
    await setAnt(t, c, {
      treatment_until: null,
      is_training: true,
      training_until: new Date(clock.now().getTime() + 60_000),
    });
    const training = await start(player, a, c);
    expect(training.body.detail).toMatch(/is not ready for battle: Currently training$/);
    clock.advanceMs(60_000);
    const { status, body } = await start(player, a, b);
    expect(status).toBe(201);
    expect(body.fighters[0]).toMatchObject({ antId: a, equipmentBonuses: { armor: 2 }, skills: { power_strike: 2 } });
    const later = await start(player, c, b);
    expect(later.body.detail).toMatch(/is not ready for battle: Currently in battle$/);
  });

  it("parallel starts with the same ants: one fight", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const answers = await Promise.all([start(player, a, b), start(player, b, a), start(player, a, b)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const count = await t.database.db
      .selectFrom("arena_combats")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("shows the fight in Battle History and answers its replay: hidden dice while open; then seed, salt, commands and result", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const started = (await start(player, a, b)).body;
    const commands = await play(await liveTab(t.app, player), started.battle_id, commandsFor(a));
    const read = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/users/${player.user.id}/arena-combat/${started.battle_id}`,
          headers: player.auth,
        })
      ).json() as ArenaCombatReplay;
    const open = await read();
    expect(open).toMatchObject({ seed: null, dice_salt: null, dice_commitment: started.dice_commitment });
    expect(open.commands).toEqual(commands);
    watch((await replay(started, commands)).ticks);
    const finished = (await finish(player, started.battle_id)).body;

    const list = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}/battles`,
      headers: player.auth,
    });
    const history = list.json() as BattleList;
    const shown = history.battles.find((battle) => battle.id === started.battle_id);
    expect(shown).toMatchObject({ battle_type: "topdown_arena", arena_type: "topdown", status: "completed" });
    expect(history.total_wins).toBe(0); // two own ants: no win over anyone (issue 26)

    const res = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}/arena-combat/${started.battle_id}`,
      headers: player.auth,
    });
    expect(res.statusCode).toBe(200);
    const stored = res.json() as ArenaCombatReplay;
    expect(stored).toMatchObject({ battle_id: started.battle_id, status: "completed", commands });
    expect(diceCommitment(stored.seed as number, stored.dice_salt as string)).toBe(started.dice_commitment);
    const [f1, f2] = stored.fighters as [TopdownFighter, TopdownFighter];
    const log = stored.commands.map((c) => ({ tick: c.tick, antId: c.ant_id, text: c.text }));
    const again = runTopdown(
      {
        seed: stored.seed as number,
        salt: stored.dice_salt as string,
        fighters: [f1, f2],
        version: stored.rules_version,
      },
      log,
    ).result;
    expect(again.winnerAntId).toBe(finished.result.winner_ant_id);
    expect(stored.fighters).toEqual(started.fighters);
    expect(stored.result).toEqual(finished.result);
  });

  it("lists the player's open fights with their time so far, and none once finished", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const started = (await start(player, a, b)).body;
    clock.advanceMs(12_345);
    const list = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/users/${player.user.id}/arena-combat`,
          headers: player.auth,
        })
      ).json() as ArenaOpenFights;
    const names = started.battle.participants.map((p) => p.ant_name);
    expect((await list()).open).toEqual([
      { battle_id: started.battle_id, ant_names: names, elapsed_ms: 12_345, expires_at: started.expires_at },
    ]);
    const other = await playerWithAnts(t, 0);
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/users/${player.user.id}/arena-combat`,
      headers: other.player.auth,
    });
    expect(theirs.statusCode).toBe(403);
    expect((await finish(player, started.battle_id)).status).toBe(200);
    expect((await list()).open).toEqual([]);
  });

  it("cancels an abandoned fight after its TTL: the ants go free unchanged and a late finish is refused", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const started = (await start(player, a, b)).body;
    const xp = (await readAnt(t, a)).total_experience;
    clock.advanceMs(ARENA_COMBAT_TTL_MS - 1);
    expect(await t.app.arenaCombatSweeper.tick()).toBe(0);
    clock.advanceMs(1);
    expect(await t.app.arenaCombatSweeper.tick()).toBe(1);
    const row = await readAnt(t, a);
    expect(row.is_in_battle).toBe(false);
    expect(row.total_experience).toBe(xp);
    const late = await finish(player, started.battle_id);
    expect([late.status, late.body.detail]).toEqual([409, "This arena combat expired; start a new one"]);
    expect((await start(player, a, b)).status).toBe(201);
  });

  it("expires the player's own stale fight when they start again, without waiting for the sweeper", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    const first = (await start(player, a, b)).body;
    clock.advanceMs(ARENA_COMBAT_TTL_MS);
    const second = await start(player, a, b);
    expect(second.status).toBe(201);
    const battle = await t.database.db
      .selectFrom("battles")
      .select("status")
      .where("id", "=", first.battle_id)
      .executeTakeFirstOrThrow();
    expect(battle.status).toBe("cancelled");
  });

  it("migration 0016 goes down (dropping Arena Combats, freeing their ants) and up again", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    await start(player, ants[0] as string, ants[1] as string);
    await migrateTo(t.database.db, "20261124_0011_battle_invitations");
    const left = await t.database.db
      .selectFrom("battles")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    await migrateToLatest(t.database.db);
    const { status } = await start(player, ants[0] as string, ants[1] as string);
    expect(status).toBe(201);
  });
});
