// Reads and writes battles, their participants, and the battle columns of ants; db or a transaction comes first.
import { ENGINE_VERSION } from "@antbrawl/rules/battle/engine";
import { countsForRecord } from "@antbrawl/rules/battle/outcome";
import { BATTLE_TYPES, type BattleInputLogEntry, type BattleLogEntry } from "@antbrawl/rules/battle/types";
import { type ExpressionBuilder, type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { AntRow } from "../colony";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { BattleParticipantsTable, BattlesTable } from "./tables";

export type BattleRow = Selectable<BattlesTable>;
export type ParticipantRow = Selectable<BattleParticipantsTable> & { username: string | null };
export type NewBattle = Insertable<BattlesTable>;
export type NewParticipant = Insertable<BattleParticipantsTable>;

/** Stores a new battle (played by ENGINE_VERSION unless it says otherwise) and its two sides. */
export async function insertBattle(db: Db, battle: NewBattle, participants: NewParticipant[]): Promise<void> {
  await db
    .insertInto("battles")
    .values({ engine_version: ENGINE_VERSION, ...battle })
    .execute();
  await db.insertInto("battle_participants").values(participants).execute();
}

/** Many battles and their sides in two statements (a wave of pairings). */
export async function insertBattles(
  db: Db,
  battles: readonly NewBattle[],
  participants: NewParticipant[],
): Promise<void> {
  if (battles.length === 0) return;
  await db
    .insertInto("battles")
    .values(battles.map((battle) => ({ engine_version: ENGINE_VERSION, ...battle })))
    .execute();
  await db.insertInto("battle_participants").values(participants).execute();
}

/** [W16] Whom the player last fought in a queue's battle (quick or ranked, newest first), or null. */
export async function lastQueueOpponent(db: Db, userId: string): Promise<string | null> {
  return (await lastQueueOpponents(db, [userId])).get(userId) ?? null;
}

/** lastQueueOpponent for many players in one query: player → whom they last fought in a queue's battle. */
export async function lastQueueOpponents(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("battle_participants as mine")
    .innerJoin("battles", "battles.id", "mine.battle_id")
    .innerJoin("battle_participants as theirs", (join) =>
      join.onRef("theirs.battle_id", "=", "mine.battle_id").onRef("theirs.side", "<>", "mine.side"),
    )
    .distinctOn("mine.user_id")
    .select(["mine.user_id as player", "theirs.user_id as opponent"])
    .where("mine.user_id", "in", userIds)
    .where("battles.battle_type", "in", ["quick_match", "ranked"])
    .orderBy("mine.user_id")
    .orderBy("mine.created_at", "desc")
    .orderBy("mine.battle_id", "desc")
    .execute();
  return new Map(rows.map((row) => [row.player, row.opponent]));
}

/** One battle row, or undefined. */
export async function findBattle(db: Db, battleId: string): Promise<BattleRow | undefined> {
  return db.selectFrom("battles").selectAll().where("id", "=", battleId).executeTakeFirst();
}

/** Several battles by id (any order). */
export async function findBattles(db: Db, battleIds: readonly string[]): Promise<BattleRow[]> {
  if (battleIds.length === 0) return [];
  return db.selectFrom("battles").selectAll().where("id", "in", battleIds).execute();
}

/** The sides of the given battles with each player's current username, by battle then side. */
export async function participantsOf(db: Db, battleIds: readonly string[]): Promise<ParticipantRow[]> {
  if (battleIds.length === 0) return [];
  return db
    .selectFrom("battle_participants")
    .leftJoin("users", "users.id", "battle_participants.user_id")
    .selectAll("battle_participants")
    .select("users.username")
    .where("battle_participants.battle_id", "in", battleIds)
    .orderBy("battle_participants.battle_id")
    .orderBy("battle_participants.side")
    .execute();
}

/**
 * Moves a scheduled battle to in_progress and locks its row; undefined when it is not scheduled (already started,
 * finished or cancelled). A second caller waits for the first and then finds nothing, so a battle starts once.
 */
export async function markInProgress(db: Db, battleId: string, at: Date): Promise<BattleRow | undefined> {
  return db
    .updateTable("battles")
    .set({ status: "in_progress", started_at: at })
    .where("id", "=", battleId)
    .where("status", "=", "scheduled")
    .returningAll()
    .executeTakeFirst();
}

/**
 * An in-progress battle's row, locked for the transaction (the first lock of a settlement); undefined when it is not in
 * progress, or with `battleType` not of that type.
 */
export async function lockInProgress(
  db: Db,
  battleId: string,
  battleType?: BattleRow["battle_type"],
): Promise<BattleRow | undefined> {
  let query = db.selectFrom("battles").selectAll().where("id", "=", battleId).where("status", "=", "in_progress");
  if (battleType !== undefined) query = query.where("battle_type", "=", battleType);
  return query.forUpdate().executeTakeFirst();
}

/** Cancels an in-progress battle of `battleType` (locking its row); false when it is no longer in progress. */
export async function cancelInProgress(
  db: Db,
  battleId: string,
  battleType: BattleRow["battle_type"],
  at: Date,
): Promise<boolean> {
  const row = await db
    .updateTable("battles")
    .set({ status: "cancelled", completed_at: at })
    .where("id", "=", battleId)
    .where("battle_type", "=", battleType)
    .where("status", "=", "in_progress")
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** A live battle (one the live arena drives) is never a scheduled battle to expire or cancel. */
function notLive(idColumn: "battles.id") {
  return (eb: ExpressionBuilder<Database, "battles">) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom("live_battles")
          .select("live_battles.battle_id")
          .whereRef("live_battles.battle_id", "=", idColumn),
      ),
    );
}

/** Cancels a scheduled battle (locking its row); undefined when it is no longer scheduled or is a live battle. */
export async function markCancelled(db: Db, battleId: string, at: Date): Promise<BattleRow | undefined> {
  return db
    .updateTable("battles")
    .set({ status: "cancelled", completed_at: at })
    .where("id", "=", battleId)
    .where("status", "=", "scheduled")
    .where(notLive("battles.id"))
    .returningAll()
    .executeTakeFirst();
}

/** Stores the end of an in-progress battle. */
export async function markCompleted(db: Db, battleId: string, changes: Updateable<BattlesTable>): Promise<void> {
  await db
    .updateTable("battles")
    .set({ ...changes, status: "completed" })
    .where("id", "=", battleId)
    .where("status", "=", "in_progress")
    .execute();
}

/** Updates one side of a battle. */
export async function updateParticipant(
  db: Db,
  battleId: string,
  side: number,
  changes: Updateable<BattleParticipantsTable>,
): Promise<void> {
  await db
    .updateTable("battle_participants")
    .set(changes)
    .where("battle_id", "=", battleId)
    .where("side", "=", side)
    .execute();
}

/** The scheduled battle a player's ant was sent into as the challenger, if any. */
export async function scheduledBattleOfAnt(db: Db, userId: string, antId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("battle_participants")
    .innerJoin("battles", "battles.id", "battle_participants.battle_id")
    .select("battles.id")
    .where("battle_participants.ant_id", "=", antId)
    .where("battle_participants.user_id", "=", userId)
    .where("battle_participants.is_defender", "=", false)
    .where("battles.status", "=", "scheduled")
    .orderBy("battles.created_at", "desc")
    .executeTakeFirst();
  return row?.id;
}

/**
 * Ids of the scheduled battles created at or before `createdBy` that a player took part in (either side), oldest
 * first; with `antId`, only those the player's ant was sent into as the challenger. Plain reads: the caller cancels
 * each one with the row lock of markCancelled, which skips a battle that moved on meanwhile.
 */
export async function scheduledBattlesCreatedBy(
  db: Db,
  player: { userId: string; antId?: string },
  createdBy: Date,
): Promise<string[]> {
  let query = db
    .selectFrom("battle_participants")
    .innerJoin("battles", "battles.id", "battle_participants.battle_id")
    .select(["battles.id", "battles.created_at"])
    .distinct()
    .where("battle_participants.user_id", "=", player.userId)
    .where("battles.status", "=", "scheduled")
    .where("battles.created_at", "<=", createdBy)
    .where(notLive("battles.id"));
  if (player.antId !== undefined) {
    query = query
      .where("battle_participants.ant_id", "=", player.antId)
      .where("battle_participants.is_defender", "=", false);
  }
  const rows = await query.orderBy("battles.created_at").orderBy("battles.id").execute();
  return rows.map((row) => row.id);
}

/**
 * Ids of up to `limit` scheduled battles of anyone created at or before `createdBy`, oldest first (the sweeper's
 * batch). Plain reads, like scheduledBattlesCreatedBy: each is then cancelled under markCancelled's row lock.
 */
export async function scheduledBattlesOlderThan(db: Db, createdBy: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("battles")
    .select("id")
    .where("status", "=", "scheduled")
    .where("created_at", "<=", createdBy)
    .where(notLive("battles.id"))
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A history cursor: the (created_at, id) of the last battle on the previous page. */
export interface BattleCursor {
  createdAt: Date;
  battleId: string;
}

/** Ids of a player's battles, newest first, strictly after the cursor (keyset on created_at, id). */
export async function userBattleIds(db: Db, userId: string, limit: number, before?: BattleCursor) {
  let query = db
    .selectFrom("battle_participants")
    .select(["battle_id", "created_at"])
    .where("user_id", "=", userId)
    .groupBy(["battle_id", "created_at"]);
  if (before) {
    query = query.where((eb) =>
      eb(eb.refTuple("created_at", "battle_id"), "<", eb.tuple(before.createdAt, before.battleId)),
    );
  }
  return query.orderBy("created_at", "desc").orderBy("battle_id", "desc").limit(limit).execute();
}

/** Battle types that count for a record: a fight between two of the player's own ants is no win (issue 26). */
const RECORD_BATTLE_TYPES = BATTLE_TYPES.filter(countsForRecord);

/** How many battles a player won against another player's ant (winner_id is the player; self and top-down fights of two own ants never count). */
export async function countWins(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("battles")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("winner_id", "=", userId)
    .where("battle_type", "in", RECORD_BATTLE_TYPES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many completed ranked battles an ant has fought (for its ELO K-factor). */
export async function countRatedBattles(db: Db, antId: string): Promise<number> {
  const row = await db
    .selectFrom("battle_participants")
    .innerJoin("battles", "battles.id", "battle_participants.battle_id")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("battle_participants.ant_id", "=", antId)
    .where("battles.battle_type", "=", "ranked")
    .where("battles.status", "=", "completed")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An opponent candidate: an ant with its owner's username. */
export type CandidateRow = AntRow & { username: string };

/** A position on the rating ladder: (rating, ant id). */
export interface RatingCursor {
  rating: number;
  id: string;
}

/**
 * Other players' idle ants on one side of a ladder position, nearest first: "up" reads (rating, id) above `from` in
 * ascending order, "down" below it in descending order. Both walk the (elo_rating, id) index of migration 0003.
 */
export async function opponentCandidates(
  db: Db,
  options: { excludeOwnerId: string; direction: "up" | "down"; from: RatingCursor; limit: number; now: Date },
): Promise<CandidateRow[]> {
  const up = options.direction === "up";
  const order = up ? "asc" : "desc";
  return db
    .selectFrom("ants")
    .innerJoin("users", "users.id", "ants.owner_id")
    .selectAll("ants")
    .select("users.username")
    .where("ants.owner_id", "<>", options.excludeOwnerId)
    .where("ants.is_in_battle", "=", false)
    .where((eb) => eb.or([eb("ants.is_training", "=", false), eb("ants.training_until", "<=", options.now)]))
    .where((eb) =>
      eb(eb.refTuple("ants.elo_rating", "ants.id"), up ? ">" : "<", eb.tuple(options.from.rating, options.from.id)),
    )
    .orderBy("ants.elo_rating", order)
    .orderBy("ants.id", order)
    .limit(options.limit)
    .execute();
}

/** One played turn of a live battle as recorded: its turn, input log and log. */
export interface LiveTurnRecord {
  battleId: string;
  turn: number;
  inputLog: readonly BattleInputLogEntry[];
  log: readonly BattleLogEntry[];
}

/**
 * Records played turns of live battles (input log, log, turn) in one statement, each only while its battle is in
 * progress at the turn before; answers the battles recorded (not those settled, or whose turn was recorded already).
 */
export async function recordLiveTurns(db: Db, turns: readonly LiveTurnRecord[]): Promise<Set<string>> {
  if (turns.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`update ${sql.table("battles")} as b
    set input_log = v.input_log, battle_log = v.battle_log, current_turn = v.turn
    from unnest(
      ${turns.map((t) => t.battleId)}::text[], ${turns.map((t) => t.turn)}::integer[],
      ${turns.map((t) => JSON.stringify(t.inputLog))}::jsonb[], ${turns.map((t) => JSON.stringify(t.log))}::jsonb[]
    ) as v(id, turn, input_log, battle_log)
    where b.id = v.id and b.status = 'in_progress' and b.current_turn = v.turn - 1
    returning b.id`.execute(db);
  return new Set(rows.map((row) => row.id));
}
