// Stored battles replay through the server: rows written before engine versions (v1) and new v2 battles with choices.
import { runAiBattle } from "@antbrawl/rules/battle/ai";
import { ENGINE_VERSION } from "@antbrawl/rules/battle/engine";
import { isTactic } from "@antbrawl/rules/battle/tactics";
import type { BattleInput, BattleInputLogEntry, BattleLogEntry, Fighter } from "@antbrawl/rules/battle/types";
import { seedFromString } from "@antbrawl/rules/random";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import fixture from "../../../../packages/rules/test/battle/fixtures/v1-battles.json";
import fixtureV2 from "../../../../packages/rules/test/battle/fixtures/v2-battles.json";
import fixtureV4 from "../../../../packages/rules/test/battle/fixtures/v4-battles.json";
import { replayMatchesStored, replayStoredBattle, storedBattleInput } from "../../src/battles/replay";
import { findBattle, participantsOf } from "../../src/battles/repository";
import type { OpenDatabase } from "../../src/db/database";
import { migrateTo, migrateToLatest } from "../../src/db/migrate";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { playerWithAnts, requestBattle, selfBattle, startBattle } from "../helpers/battle-fixtures";
import { DIALECTS, olderDatabase } from "../helpers/databases";

interface Pin {
  input: BattleInput;
  expected: { winnerAntId: string; turns: number; logHash: number; logLength: number };
}
const pins = fixture.pins as unknown as Pin[];
const pinsV2 = fixtureV2.pins as unknown as (Pin & { inputLog: BattleInputLogEntry[] })[];
/** The server keys every version-4 battle with its salt (B37), so only the salted pins can be stored rows. */
const pinsV4 = (fixtureV4.pins as unknown as (Pin & { inputLog: BattleInputLogEntry[] })[]).filter(
  (pin) => pin.input.salt !== undefined,
);
const BEFORE_VERSIONS = "20261122_0003_battles";
const SPEED_OF_TURN_MS: Record<number, string> = { 3000: "slow", 1500: "normal", 800: "fast" };

/** Writes pinned v1 battles exactly as the code before engine versions stored them (no version, no input log). */
async function insertOldBattles(
  database: OpenDatabase,
  pinned: readonly Pin[] = pins,
  prefix = "old-battle",
): Promise<string[]> {
  const db = database.db;
  const at = new Date("2026-11-21T10:00:00Z");
  const userIds = new Set(pinned.flatMap((pin) => pin.input.fighters.map((fighter) => fighter.userId)));
  for (const userId of ["user-a", ...userIds]) {
    await sql`insert into users (id, username, username_key, email, created_at)
      values (${userId}, ${userId}, ${userId}, ${`${userId}@players.antbrawl.local`}, ${at}) on conflict do nothing`.execute(
      db,
    );
  }
  const ids: string[] = [];
  for (const [index, pin] of pinned.entries()) {
    const id = `${prefix}-${index}`;
    ids.push(id);
    // Only the first pin keeps its whole log; the others are checked by their log hash.
    const log: BattleLogEntry[] = index === 0 && pinned === pins ? (fixture.fullLogOfFirst as BattleLogEntry[]) : [];
    await sql`insert into battles (id, battle_type, status, arena_type, battle_speed, challenger_id, seed, winner_id,
        winner_ant_id, ended_by, current_turn, battle_log, started_at, created_at, completed_at)
      values (${id}, ${pin.input.battleType}, 'completed', ${pin.input.arena}, ${SPEED_OF_TURN_MS[pin.input.turnMs]},
        'user-a', ${pin.input.seed}, null, ${pin.expected.winnerAntId}, 'knockout', ${pin.expected.turns},
        ${JSON.stringify(log)}::jsonb, ${new Date(pin.input.startedAt)}, ${at}, ${at})`.execute(db);
    for (const [side, fighter] of pin.input.fighters.entries()) {
      await sql`insert into battle_participants (battle_id, side, user_id, ant_id, ant_name, appearance, fighter,
          level, starting_health, starting_energy, elo_before, created_at)
        values (${id}, ${side}, ${fighter.userId}, ${fighter.antId}, ${fighter.name},
          ${JSON.stringify({ color: "#8B4513", pattern: "solid", size: 1, battle_scars: [] })}::jsonb,
          ${JSON.stringify(fighter)}::jsonb, ${fighter.level}, ${fighter.health}, ${fighter.energy}, 1000, ${at})`.execute(
        db,
      );
    }
  }
  return ids;
}

describe.each(DIALECTS)("battle replay on %s", (dialect) => {
  let database: OpenDatabase | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    await database?.close();
    t = undefined;
    database = undefined;
  });

  it("[B28] battles stored before engine versions migrate to version 1 and replay to their stored log", async () => {
    database = await olderDatabase(dialect, BEFORE_VERSIONS);
    const ids = await insertOldBattles(database);
    await migrateToLatest(database.db);
    for (const [index, id] of ids.entries()) {
      const row = await findBattle(database.db, id);
      if (!row) throw new Error(`missing ${id}`);
      expect(row.engine_version).toBe(1);
      expect(row.input_log).toEqual([]);
      const result = replayStoredBattle(row, await participantsOf(database.db, [id]));
      const pin = pins[index] as Pin;
      expect(result.version).toBe(1);
      expect(result.winnerAntId).toBe(pin.expected.winnerAntId);
      expect(result.turns).toBe(pin.expected.turns);
      expect(result.log).toHaveLength(pin.expected.logLength);
      expect(seedFromString(JSON.stringify(result.log))).toBe(pin.expected.logHash);
      if (index === 0) expect(result.log).toEqual(row.battle_log);
    }
    const first = await findBattle(database.db, "old-battle-0");
    if (!first) throw new Error("missing old-battle-0");
    expect(replayMatchesStored(first, await participantsOf(database.db, [first.id]))).toBe(true);
    // Replayed with today's engine instead, the same stored battle reads differently: the version matters.
    const asV2 = { ...first, engine_version: ENGINE_VERSION };
    expect(replayMatchesStored(asV2, await participantsOf(database.db, [first.id]))).toBe(false);
  });

  it("[B28] stored version-2 battles, with and without players' choices, replay exactly under version 3", async () => {
    database = await olderDatabase(dialect, BEFORE_VERSIONS);
    const ids = await insertOldBattles(database, pinsV2, "v2-battle");
    await migrateToLatest(database.db);
    for (const [index, id] of ids.entries()) {
      const pin = pinsV2[index] as (typeof pinsV2)[number];
      await database.db
        .updateTable("battles")
        .set({ engine_version: 2, input_log: JSON.stringify(pin.inputLog) })
        .where("id", "=", id)
        .execute();
      const row = await findBattle(database.db, id);
      if (!row) throw new Error(`missing ${id}`);
      const result = replayStoredBattle(row, await participantsOf(database.db, [id]));
      expect(result.version).toBe(2);
      expect(result.winnerAntId).toBe(pin.expected.winnerAntId);
      expect(result.turns).toBe(pin.expected.turns);
      expect(result.log).toHaveLength(pin.expected.logLength);
      expect(seedFromString(JSON.stringify(result.log))).toBe(pin.expected.logHash);
    }
  });

  it("[B28][B37] stored version-4 battles with their salts replay exactly under version 5", async () => {
    database = await olderDatabase(dialect, BEFORE_VERSIONS);
    const ids = await insertOldBattles(database, pinsV4, "v4-battle");
    await migrateToLatest(database.db);
    for (const [index, id] of ids.entries()) {
      const pin = pinsV4[index] as (typeof pinsV4)[number];
      await database.db
        .updateTable("battles")
        .set({ engine_version: 4, input_log: JSON.stringify(pin.inputLog), dice_salt: pin.input.salt ?? null })
        .where("id", "=", id)
        .execute();
      const row = await findBattle(database.db, id);
      if (!row) throw new Error(`missing ${id}`);
      const result = replayStoredBattle(row, await participantsOf(database.db, [id]));
      expect(result.version).toBe(4);
      expect(result.winnerAntId).toBe(pin.expected.winnerAntId);
      expect(result.turns).toBe(pin.expected.turns);
      expect(result.log).toHaveLength(pin.expected.logLength);
      expect(seedFromString(JSON.stringify(result.log))).toBe(pin.expected.logHash);
    }
  });

  it("the migration goes down and up again, keeping old battles", async () => {
    database = await olderDatabase(dialect, BEFORE_VERSIONS);
    await insertOldBattles(database);
    await migrateToLatest(database.db);
    await migrateTo(database.db, BEFORE_VERSIONS);
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'battles' and column_name in ('engine_version', 'input_log')`.execute(database.db);
    expect(columns.rows).toEqual([]);
    await migrateToLatest(database.db);
    expect((await findBattle(database.db, "old-battle-0"))?.engine_version).toBe(1);
  });

  it("[B35][B37][B38] a self battle is played by version 5 with both ants' tactics AI, stores its choices and replays from them", async () => {
    const clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
    const { player, ants } = await playerWithAnts(t, 2);
    const { body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1], arena_type: "desert" });
    const row = await findBattle(t.database.db, body.battle.id);
    if (!row) throw new Error("battle not stored");
    expect(row.engine_version).toBe(5);
    const sides = await participantsOf(t.database.db, [row.id]);
    const [first, second] = [...sides].sort((a, b) => a.side - b.side);
    if (!first || !second) throw new Error("sides not stored");
    // The AI played it: its choices from the stored input alone give the stored log, and they are what was stored.
    const played = runAiBattle(storedBattleInput(row, [first.fighter, second.fighter]));
    expect(played.log).toEqual(row.battle_log);
    expect(row.input_log).toEqual(played.inputLog);
    for (const entry of row.input_log)
      for (const tactic of Object.values(entry.choices)) expect(isTactic(tactic)).toBe(true);
    expect(replayMatchesStored(row, sides)).toBe(true);
  });

  it("[B37] a battle is keyed by its own salt; one stored before salts plays version 3", async () => {
    t = await createTestApp(dialect);
    const { player, ants } = await playerWithAnts(t, 2);
    const { body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1], arena_type: "ice" });
    const row = await findBattle(t.database.db, body.battle.id);
    if (!row?.dice_salt) throw new Error("battle not stored with a salt");
    const sides = await participantsOf(t.database.db, [row.id]);
    const fighters = [...sides].sort((a, b) => a.side - b.side).map((side) => side.fighter) as [Fighter, Fighter];
    expect(storedBattleInput(row, fighters)).toMatchObject({ version: 5, seed: row.seed, salt: row.dice_salt });
    const unsalted = storedBattleInput({ ...row, dice_salt: null }, fighters);
    expect(unsalted.version).toBe(3);
    expect(unsalted.salt).toBeUndefined();
    expect(storedBattleInput({ ...row, engine_version: 2 }, fighters).salt).toBeUndefined();
  });

  it("[B27] a version-2 battle with choices is played with them and replays from seed plus stored input log", async () => {
    const clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now });
    const me = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const them = await playerWithAnts(t, 1, { elo_rating: 1510 });
    const [mine, theirs] = [me.ants[0] as string, them.ants[0] as string];
    const requested = await requestBattle(t, me.player, { ant_id: mine, battle_type: "quick_match" });
    expect(requested.res.statusCode).toBe(201);
    const battleId = requested.body.battle_id;
    const choices = [
      { turn: 1, choices: { [mine]: "press", [theirs]: "guard" } },
      { turn: 3, choices: { [mine]: "feint" } },
      { turn: 4, choices: { [theirs]: "press" } },
    ];
    await t.database.db
      .updateTable("battles")
      .set({ input_log: JSON.stringify(choices), engine_version: 1 })
      .where("id", "=", battleId)
      .execute();
    expect((await startBattle(t, me.player, battleId)).res.statusCode).toBe(200);

    const row = await findBattle(t.database.db, battleId);
    if (!row) throw new Error("battle not stored");
    expect(row.engine_version).toBe(ENGINE_VERSION);
    expect(row.input_log).toEqual(choices.filter((entry) => entry.turn <= row.current_turn));
    const sides = await participantsOf(t.database.db, [battleId]);
    expect(replayMatchesStored(row, sides)).toBe(true);
    // The choices changed the battle: without them the same seed plays differently.
    expect(replayMatchesStored({ ...row, input_log: [] }, sides)).toBe(false);
  });
});
