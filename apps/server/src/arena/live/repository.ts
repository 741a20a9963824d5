// Reads and writes of live battles and their spectators; every driver write is fenced by the lease owner.
import type { TacticId } from "@antbrawl/rules/battle/types";
import { type Insertable, type RawBuilder, type Selectable, sql, type Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { LiveBattlesTable } from "./tables";

export type LiveRow = Selectable<LiveBattlesTable>;
export type Seat = 0 | 1;

/** Many live rows in one statement (a wave of pairings). */
export async function insertLives(db: Db, rows: readonly Insertable<LiveBattlesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto("live_battles").values(rows).execute();
}

/** One live battle's row, or undefined. */
export async function findLive(db: Db, battleId: string): Promise<LiveRow | undefined> {
  return db.selectFrom("live_battles").selectAll().where("battle_id", "=", battleId).executeTakeFirst();
}

/** A driver's claim on one battle's turn: the node that drives it and the turn it plays. */
export interface TurnFence {
  battleId: string;
  owner: string;
  turn: number;
}

/**
 * The rows of a node's turns that fall due together, locked in one statement (in id order, so two nodes never wait on
 * each other), each only while its node holds the lease and the battle is fighting that turn.
 */
export async function lockDrivenTurns(db: Db, fences: readonly TurnFence[]): Promise<Map<string, LiveRow>> {
  if (fences.length === 0) return new Map();
  const rows = await db
    .selectFrom("live_battles")
    .selectAll()
    .where("battle_id", "=", sql<string>`any(${fences.map((fence) => fence.battleId)}::text[])`)
    .where("phase", "=", "fighting")
    .orderBy("battle_id")
    .forUpdate()
    .execute();
  const byId = new Map(rows.map((row) => [row.battle_id, row]));
  const locked = new Map<string, LiveRow>();
  for (const fence of fences) {
    const row = byId.get(fence.battleId);
    if (row && row.lease_owner === fence.owner && row.turn === fence.turn) locked.set(fence.battleId, row);
  }
  return locked;
}

/** A played turn that is not a battle's last, as its live row records it. */
export interface TurnWrite extends TurnFence {
  tactics: readonly [TacticId | null, TacticId | null];
  nextTurn: number;
  turnEndsAt: Date;
  leaseUntil: Date;
  at: Date;
}

/**
 * Writes played turns to their live rows in one fenced statement (the next turn's clock, the tactics in force, no
 * pending choice); answers the rows after it with who watches, missing those whose lease or turn was lost.
 */
export async function updateDrivenTurns(db: Db, writes: readonly TurnWrite[]): Promise<Map<string, WatchedLiveRow>> {
  if (writes.length === 0) return new Map();
  const column = <T>(pick: (write: TurnWrite) => T) => writes.map(pick);
  const iso = (pick: (write: TurnWrite) => Date) => column((write) => pick(write).toISOString());
  const { rows } = await sql<WatchedLiveRow>`update ${sql.table("live_battles")}
    set tactic_0 = v.tactic_0, tactic_1 = v.tactic_1, pending_0 = null, pending_1 = null, turn = v.next_turn,
      turn_ends_at = v.turn_ends_at, lease_until = v.lease_until, updated_at = v.at, version = live_battles.version + 1
    from unnest(
      ${column((w) => w.battleId)}::text[], ${column((w) => w.owner)}::text[], ${column((w) => w.turn)}::integer[],
      ${column((w) => w.tactics[0])}::text[], ${column((w) => w.tactics[1])}::text[],
      ${column((w) => w.nextTurn)}::integer[], ${iso((w) => w.turnEndsAt)}::timestamptz[],
      ${iso((w) => w.leaseUntil)}::timestamptz[], ${iso((w) => w.at)}::timestamptz[]
    ) as v(battle_id, owner, turn, tactic_0, tactic_1, next_turn, turn_ends_at, lease_until, at)
    where live_battles.battle_id = v.battle_id and live_battles.lease_owner = v.owner
      and live_battles.phase = 'fighting' and live_battles.turn = v.turn
    returning live_battles.*, ${watchers()} as spectators`.execute(db);
  return new Map(rows.map((row) => [row.battle_id, row]));
}

/** A countdown that ended: the battle's first turn runs until `turnEndsAt`. */
export interface StartWrite {
  battleId: string;
  owner: string;
  at: number;
  turnEndsAt: number;
  leaseUntil: number;
}

/**
 * Starts the first turn of battles whose countdowns ended together, in one fenced statement (its rows locked in battle
 * id order first, as a turn batch and a lease renewal lock them, so they never deadlock); answers the rows after it
 * with who watches, missing those no longer counting down under their node's lease.
 */
export async function updateDrivenStarts(db: Db, starts: readonly StartWrite[]): Promise<Map<string, WatchedLiveRow>> {
  if (starts.length === 0) return new Map();
  const iso = (pick: (start: StartWrite) => number) => starts.map((start) => new Date(pick(start)).toISOString());
  const ids = starts.map((start) => start.battleId);
  const { rows } = await sql<WatchedLiveRow>`with locked as materialized (
      select battle_id from ${sql.table("live_battles")} where battle_id = any(${ids}::text[])
      order by battle_id for update
    )
    update ${sql.table("live_battles")}
    set phase = 'fighting', turn = 1, turn_ends_at = v.turn_ends_at, lease_until = v.lease_until, updated_at = v.at,
      version = live_battles.version + 1
    from unnest(
      ${starts.map((start) => start.battleId)}::text[], ${starts.map((start) => start.owner)}::text[],
      ${iso((start) => start.turnEndsAt)}::timestamptz[], ${iso((start) => start.leaseUntil)}::timestamptz[],
      ${iso((start) => start.at)}::timestamptz[]
    ) as v(battle_id, owner, turn_ends_at, lease_until, at)
    where live_battles.battle_id = v.battle_id and live_battles.lease_owner = v.owner
      and live_battles.phase = 'countdown' and live_battles.turn = 0
      and live_battles.battle_id in (select battle_id from locked)
    returning live_battles.*, ${watchers()} as spectators`.execute(db);
  return new Map(rows.map((row) => [row.battle_id, row]));
}

/** A live battle's row with who watches it. */
export type WatchedLiveRow = LiveRow & { spectators: string[] };

/** Who watches the live battle of the row the statement reads or writes, as a column of that same statement. */
function watchers(): RawBuilder<string[]> {
  return sql<
    string[]
  >`array(select s.user_id from live_spectators s where s.battle_id = live_battles.battle_id order by s.user_id)`;
}

/** One live battle's row with who watches it, in one statement. */
export async function findWatchedLive(db: Db, battleId: string): Promise<WatchedLiveRow | undefined> {
  const [row] = await findWatchedLives(db, [battleId]);
  return row;
}

/** Several live battles with who watches each, in one query (a node's rooms loading or refreshing together). */
export async function findWatchedLives(db: Db, battleIds: readonly string[]): Promise<WatchedLiveRow[]> {
  if (battleIds.length === 0) return [];
  return db
    .selectFrom("live_battles")
    .selectAll()
    .select(watchers().as("spectators"))
    .where("battle_id", "=", sql<string>`any(${battleIds}::text[])`)
    .execute();
}

/**
 * A fenced update by the driving node, answering the row after it with who watches; undefined when the lease or the
 * expected turn was lost meanwhile.
 */
export async function updateDriven(
  db: Db,
  battleId: string,
  owner: string,
  expect: { phase: LiveRow["phase"]; turn: number },
  changes: Updateable<LiveBattlesTable>,
): Promise<WatchedLiveRow | undefined> {
  return db
    .updateTable("live_battles")
    .set((eb) => ({ ...changes, version: eb("version", "+", 1) }))
    .where("battle_id", "=", battleId)
    .where("lease_owner", "=", owner)
    .where("phase", "=", expect.phase)
    .where("turn", "=", expect.turn)
    .returningAll()
    .returning(watchers().as("spectators"))
    .executeTakeFirst();
}

/** Records a seat's tactic for `turn` in one conditional statement; false when that turn is not being chosen. */
export async function storeChoice(
  db: Db,
  battleId: string,
  seat: Seat,
  turn: number,
  tactic: TacticId,
  at: Date,
): Promise<boolean> {
  const done = await db
    .updateTable("live_battles")
    .set((eb) => ({
      ...(seat === 0 ? { pending_0: tactic } : { pending_1: tactic }),
      updated_at: at,
      version: eb("version", "+", 1),
    }))
    .where("battle_id", "=", battleId)
    .where("phase", "=", "fighting")
    .where("turn", "=", turn)
    .returning("battle_id")
    .executeTakeFirst();
  return done !== undefined;
}

/** Marks a player's seats in their unfinished live battles as connected or gone (since `at`); answers the battle ids. */
export async function markSeats(db: Db, userId: string, connected: boolean, at: Date): Promise<string[]> {
  const changed: string[] = [];
  for (const { battle_id, side } of await unfinishedSeatsOf(db, userId)) {
    const seatChanges =
      side === 0
        ? { connected_0: connected, left_at_0: connected ? null : at }
        : { connected_1: connected, left_at_1: connected ? null : at };
    await db
      .updateTable("live_battles")
      .set((eb) => ({ ...seatChanges, updated_at: at, version: eb("version", "+", 1) }))
      .where("battle_id", "=", battle_id)
      .where("phase", "<>", "finished")
      .execute();
    changed.push(battle_id);
  }
  return changed;
}

/** The player's seats in live battles that have not finished (at most one in practice), newest first. */
export async function unfinishedSeatsOf(db: Db, userId: string): Promise<{ battle_id: string; side: number }[]> {
  return db
    .selectFrom("live_battles")
    .innerJoin("battle_participants", "battle_participants.battle_id", "live_battles.battle_id")
    .select(["live_battles.battle_id", "battle_participants.side"])
    .where("battle_participants.user_id", "=", userId)
    .where("live_battles.phase", "<>", "finished")
    .orderBy("live_battles.created_at", "desc")
    .execute();
}

/** Each of `userIds` who sits in an unfinished live battle, with that battle (the newest when, rarely, two). */
export async function unfinishedBattlesOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("live_battles")
    .innerJoin("battle_participants", "battle_participants.battle_id", "live_battles.battle_id")
    .select(["battle_participants.user_id", "live_battles.battle_id"])
    .where("battle_participants.user_id", "in", userIds)
    .where("live_battles.phase", "<>", "finished")
    .orderBy("live_battles.created_at", "asc")
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.battle_id]));
}

/** Claims one battle's lease for `owner` when it is free (never claimed, expired) or already `owner`'s. */
/**
 * Claims the lease of the battles that no node drives, this node drives already, or whose lease ran out, in one
 * statement (a wave of new battles); answers the battles claimed.
 */
export async function claimLeases(
  db: Db,
  battleIds: readonly string[],
  owner: string,
  now: Date,
  until: Date,
): Promise<string[]> {
  if (battleIds.length === 0) return [];
  const rows = await db
    .updateTable("live_battles")
    .set({ lease_owner: owner, lease_until: until })
    .where("battle_id", "in", battleIds)
    .where("phase", "<>", "finished")
    .where((eb) => eb.or([eb("lease_owner", "is", null), eb("lease_owner", "=", owner), eb("lease_until", "<=", now)]))
    .returning("battle_id")
    .execute();
  return rows.map((row) => row.battle_id);
}

/**
 * Renews every lease `owner` holds on unfinished battles; answers the battles still held. The rows are locked in
 * battle id order first, the order a turn batch locks them in, so a renewal and a batch never deadlock.
 */
export async function renewLeases(db: Db, owner: string, until: Date): Promise<string[]> {
  const rows = await db
    .updateTable("live_battles")
    .set({ lease_until: until })
    .where("battle_id", "in", (eb) =>
      eb
        .selectFrom("live_battles")
        .select("battle_id")
        .where("lease_owner", "=", owner)
        .where("phase", "<>", "finished")
        .orderBy("battle_id")
        .forUpdate(),
    )
    .where("lease_owner", "=", owner)
    .where("phase", "<>", "finished")
    .returning("battle_id")
    .execute();
  return rows.map((row) => row.battle_id);
}

/** Takes over up to `limit` unfinished battles whose lease ran out (or never started); answers their ids. */
export async function takeOverExpired(db: Db, owner: string, now: Date, until: Date, limit: number): Promise<string[]> {
  const candidates = await db
    .selectFrom("live_battles")
    .select("battle_id")
    .where("phase", "<>", "finished")
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
    .orderBy("lease_until")
    .limit(limit)
    .execute();
  const taken: string[] = [];
  for (const { battle_id } of candidates) {
    const done = await db
      .updateTable("live_battles")
      .set({ lease_owner: owner, lease_until: until })
      .where("battle_id", "=", battle_id)
      .where("phase", "<>", "finished")
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
      .returning("battle_id")
      .executeTakeFirst();
    if (done) taken.push(battle_id);
  }
  return taken;
}

/** Gives up `owner`'s leases at once (the node is stopping), so another node or a restart continues them. */
export async function releaseLeases(db: Db, owner: string, battleIds: readonly string[]): Promise<void> {
  if (battleIds.length === 0) return;
  await db
    .updateTable("live_battles")
    .set({ lease_owner: null, lease_until: null })
    .where("lease_owner", "=", owner)
    .where("battle_id", "in", battleIds)
    .execute();
}

/** Starts (or moves) a player's watching to this battle. */
export async function watch(db: Db, userId: string, battleId: string, nodeId: string, at: Date): Promise<void> {
  await db
    .insertInto("live_spectators")
    .values({ user_id: userId, battle_id: battleId, node_id: nodeId, created_at: at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ battle_id: battleId, node_id: nodeId, created_at: at }))
    .execute();
}

/** Stops a player's watching (only one started on `nodeId`, or only of `battleId`); answers the battle it was. */
export async function unwatch(
  db: Db,
  userId: string,
  only: { nodeId?: string; battleId?: string } = {},
): Promise<string[]> {
  let query = db.deleteFrom("live_spectators").where("user_id", "=", userId);
  if (only.nodeId !== undefined) query = query.where("node_id", "=", only.nodeId);
  if (only.battleId !== undefined) query = query.where("battle_id", "=", only.battleId);
  const rows = await query.returning("battle_id").execute();
  return rows.map((row) => row.battle_id);
}

/** The battle a player watches now, if any. */
export async function watchedBy(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("live_spectators")
    .select("battle_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.battle_id;
}

/** Who watches a battle. */
export async function spectatorsOf(db: Db, battleId: string): Promise<string[]> {
  const rows = await db.selectFrom("live_spectators").select("user_id").where("battle_id", "=", battleId).execute();
  return rows.map((row) => row.user_id);
}

/** Ends every watching of a finished battle. */
export async function clearSpectators(db: Db, battleId: string): Promise<void> {
  await db.deleteFrom("live_spectators").where("battle_id", "=", battleId).execute();
}
