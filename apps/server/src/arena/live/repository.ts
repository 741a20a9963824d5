// Reads and writes of live battles and their spectators; every driver write is fenced by the lease owner.
import type { TacticId } from "@antbrawl/rules/battle/types";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { LiveBattlesTable } from "./tables";

export type LiveRow = Selectable<LiveBattlesTable>;
export type Seat = 0 | 1;

/** Stores a new live battle (in its countdown). */
export async function insertLive(db: Db, row: Insertable<LiveBattlesTable>): Promise<void> {
  await db.insertInto("live_battles").values(row).execute();
}

/** One live battle's row, or undefined. */
export async function findLive(db: Db, battleId: string): Promise<LiveRow | undefined> {
  return db.selectFrom("live_battles").selectAll().where("battle_id", "=", battleId).executeTakeFirst();
}

/** The row locked for a driver's write: only while this node holds the lease and the battle stands as expected. */
export async function lockDriven(
  db: Db,
  battleId: string,
  owner: string,
  expect: { phase: LiveRow["phase"]; turn: number },
): Promise<LiveRow | undefined> {
  return db
    .selectFrom("live_battles")
    .selectAll()
    .where("battle_id", "=", battleId)
    .where("lease_owner", "=", owner)
    .where("phase", "=", expect.phase)
    .where("turn", "=", expect.turn)
    .forUpdate()
    .executeTakeFirst();
}

/** A fenced update by the driving node; false when the lease or the expected turn was lost meanwhile. */
export async function updateDriven(
  db: Db,
  battleId: string,
  owner: string,
  expect: { phase: LiveRow["phase"]; turn: number },
  changes: Updateable<LiveBattlesTable>,
): Promise<boolean> {
  const done = await db
    .updateTable("live_battles")
    .set((eb) => ({ ...changes, version: eb("version", "+", 1) }))
    .where("battle_id", "=", battleId)
    .where("lease_owner", "=", owner)
    .where("phase", "=", expect.phase)
    .where("turn", "=", expect.turn)
    .returning("battle_id")
    .executeTakeFirst();
  return done !== undefined;
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
export async function claimLease(db: Db, battleId: string, owner: string, now: Date, until: Date): Promise<boolean> {
  const done = await db
    .updateTable("live_battles")
    .set({ lease_owner: owner, lease_until: until })
    .where("battle_id", "=", battleId)
    .where("phase", "<>", "finished")
    .where((eb) => eb.or([eb("lease_owner", "is", null), eb("lease_owner", "=", owner), eb("lease_until", "<=", now)]))
    .returning("battle_id")
    .executeTakeFirst();
  return done !== undefined;
}

/** Renews every lease `owner` holds on unfinished battles; answers the battles still held. */
export async function renewLeases(db: Db, owner: string, until: Date): Promise<string[]> {
  const rows = await db
    .updateTable("live_battles")
    .set({ lease_until: until })
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

/** Live battles not finished yet, on every node. */
export async function countUnfinished(db: Db): Promise<number> {
  const row = await db
    .selectFrom("live_battles")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("phase", "<>", "finished")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Starts (or moves) a player's watching to this battle. */
export async function watch(db: Db, userId: string, battleId: string, nodeId: string, at: Date): Promise<void> {
  await db
    .insertInto("live_spectators")
    .values({ user_id: userId, battle_id: battleId, node_id: nodeId, created_at: at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ battle_id: battleId, node_id: nodeId, created_at: at }))
    .execute();
}

/** Stops a player's watching (on this node only, when `nodeId` is given). */
export async function unwatch(db: Db, userId: string, nodeId?: string): Promise<void> {
  let query = db.deleteFrom("live_spectators").where("user_id", "=", userId);
  if (nodeId !== undefined) query = query.where("node_id", "=", nodeId);
  await query.execute();
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
