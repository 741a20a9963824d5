// Reads and writes tournaments, their entries and matches; db or a transaction comes first.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../db/database";
import type { TournamentEntriesTable, TournamentMatchesTable, TournamentsTable } from "./tables";

export type TournamentRow = Selectable<TournamentsTable>;
export type EntryRow = Selectable<TournamentEntriesTable>;
export type MatchRow = Selectable<TournamentMatchesTable>;

/** Stores a tournament unless one with its id exists (every node makes the same daily one). */
export async function insertTournament(db: Db, row: Insertable<TournamentsTable>): Promise<void> {
  await db
    .insertInto("tournaments")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export async function findTournament(db: Db, id: string): Promise<TournamentRow | undefined> {
  return db.selectFrom("tournaments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The tournament's row, locked until the transaction ends: every change to a tournament starts here. */
export async function lockTournament(db: Db, id: string): Promise<TournamentRow | undefined> {
  return db.selectFrom("tournaments").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function updateTournament(db: Db, id: string, changes: Updateable<TournamentsTable>): Promise<void> {
  await db.updateTable("tournaments").set(changes).where("id", "=", id).execute();
}

/** Open and running tournaments, then those that ended since `since`; soonest start first, at most 30. */
export async function listTournaments(db: Db, since: Date): Promise<TournamentRow[]> {
  return db
    .selectFrom("tournaments")
    .selectAll()
    .where((eb) => eb.or([eb("status", "in", ["registering", "running"]), eb("starts_at", ">=", since)]))
    .orderBy("starts_at", "desc")
    .limit(30)
    .execute();
}

/** Tournaments a driver has work for at `now`: registration ended, or running. */
export async function dueTournaments(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom("tournaments")
    .select("id")
    .where((eb) =>
      eb.or([eb.and([eb("status", "=", "registering"), eb("starts_at", "<=", now)]), eb("status", "=", "running")]),
    )
    .orderBy("starts_at")
    .execute();
  return rows.map((row) => row.id);
}

/** Claims (or keeps) a tournament's lease for `owner`: when no node holds it, it lapsed, or `owner` holds it. */
export async function claimLease(db: Db, id: string, owner: string, now: Date, until: Date): Promise<boolean> {
  const row = await db
    .updateTable("tournaments")
    .set({ lease_owner: owner, lease_until: until })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("lease_owner", "is", null), eb("lease_owner", "=", owner), eb("lease_until", "<=", now)]))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Real registrations still in (not withdrawn) of several tournaments: tournament id → count. */
export async function registeredCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("tournament_entries")
    .select((eb) => ["tournament_id", eb.fn.countAll<string | number>().as("count")])
    .where("tournament_id", "in", ids)
    .where("withdrawn_at", "is", null)
    .where("house", "=", false)
    .groupBy("tournament_id")
    .execute();
  return new Map(rows.map((row) => [row.tournament_id, Number(row.count)]));
}

/** The caller's registrations still in, among several tournaments: tournament id → ant id. */
export async function myEntries(db: Db, userId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("tournament_entries")
    .select(["tournament_id", "ant_id"])
    .where("tournament_id", "in", ids)
    .where("user_id", "=", userId)
    .where("withdrawn_at", "is", null)
    .where("house", "=", false)
    .execute();
  return new Map(rows.map((row) => [row.tournament_id, row.ant_id]));
}

/** A player's registration still in, or undefined. */
export async function activeEntryOf(db: Db, tournamentId: string, userId: string): Promise<EntryRow | undefined> {
  return db
    .selectFrom("tournament_entries")
    .selectAll()
    .where("tournament_id", "=", tournamentId)
    .where("user_id", "=", userId)
    .where("withdrawn_at", "is", null)
    .where("house", "=", false)
    .executeTakeFirst();
}

export async function insertEntries(db: Db, rows: Insertable<TournamentEntriesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto("tournament_entries").values(rows).execute();
}

export async function updateEntry(db: Db, id: string, changes: Updateable<TournamentEntriesTable>): Promise<void> {
  await db.updateTable("tournament_entries").set(changes).where("id", "=", id).execute();
}

/** The entries still in (real and house), in registration order, each with its player's username. */
export async function entriesOf(db: Db, tournamentId: string): Promise<(EntryRow & { username: string | null })[]> {
  return db
    .selectFrom("tournament_entries")
    .leftJoin("users", "users.id", "tournament_entries.user_id")
    .selectAll("tournament_entries")
    .select("users.username")
    .where("tournament_entries.tournament_id", "=", tournamentId)
    .where("tournament_entries.withdrawn_at", "is", null)
    .orderBy("tournament_entries.registered_at")
    .orderBy("tournament_entries.id")
    .execute();
}

export async function insertMatches(db: Db, rows: Insertable<TournamentMatchesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto("tournament_matches").values(rows).execute();
}

export async function matchesOf(db: Db, tournamentId: string): Promise<MatchRow[]> {
  return db
    .selectFrom("tournament_matches")
    .selectAll()
    .where("tournament_id", "=", tournamentId)
    .orderBy("round")
    .orderBy("slot")
    .execute();
}

/** The first undecided match of a round (lowest slot), or undefined when the round is decided. */
export async function nextUndecided(db: Db, tournamentId: string, round: number): Promise<MatchRow | undefined> {
  return db
    .selectFrom("tournament_matches")
    .selectAll()
    .where("tournament_id", "=", tournamentId)
    .where("round", "=", round)
    .where("winner_side", "is", null)
    .orderBy("slot")
    .executeTakeFirst();
}

export async function updateMatch(
  db: Db,
  key: { tournamentId: string; round: number; slot: number },
  changes: Updateable<TournamentMatchesTable>,
): Promise<void> {
  await db
    .updateTable("tournament_matches")
    .set(changes)
    .where("tournament_id", "=", key.tournamentId)
    .where("round", "=", key.round)
    .where("slot", "=", key.slot)
    .execute();
}

/** The match that holds a battle, within a tournament. */
export async function matchOfBattle(db: Db, tournamentId: string, battleId: string): Promise<MatchRow | undefined> {
  return db
    .selectFrom("tournament_matches")
    .selectAll()
    .where("tournament_id", "=", tournamentId)
    .where("battle_id", "=", battleId)
    .executeTakeFirst();
}

/** Whether the player is still in a running tournament this battle is a match of (not yet placed, not withdrawn). */
export async function stillInTournamentOf(db: Db, battleId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("tournament_matches as m")
    .innerJoin("tournaments as t", "t.id", "m.tournament_id")
    .innerJoin("tournament_entries as e", "e.tournament_id", "m.tournament_id")
    .select("e.id")
    .where("m.battle_id", "=", battleId)
    .where("t.status", "=", "running")
    .where("e.user_id", "=", userId)
    .where("e.withdrawn_at", "is", null)
    .where("e.house", "=", false)
    .where("e.place", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives up every lease this node holds (a node that closes hands its tournaments over at once). */
export async function releaseLeases(db: Db, owner: string): Promise<void> {
  await db
    .updateTable("tournaments")
    .set({ lease_owner: null, lease_until: null })
    .where("lease_owner", "=", owner)
    .execute();
}
