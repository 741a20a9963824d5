// Reads and writes Arena Combat rows (and reads the battle rows they belong to); db or a transaction comes first.
import type { ArenaCommand } from "@antbrawl/protocol/arena-combat";
import type { Insertable, Selectable } from "kysely";
import type { BattleRow } from "../battles";
import type { Db } from "../db/database";
import type { ArenaCombatsTable } from "./tables";

export type ArenaCombatRow = Selectable<ArenaCombatsTable>;

/** Stores a new fight's row (its battle row and sides are stored first). */
export async function insertArenaCombat(db: Db, row: Insertable<ArenaCombatsTable>): Promise<void> {
  await db.insertInto("arena_combats").values(row).execute();
}

/** A fight with its battle row, or undefined when there is none of that id. */
export async function findArenaCombat(
  db: Db,
  battleId: string,
): Promise<{ combat: ArenaCombatRow; battle: BattleRow } | undefined> {
  const combat = await db.selectFrom("arena_combats").selectAll().where("battle_id", "=", battleId).executeTakeFirst();
  if (!combat) return undefined;
  const battle = await db.selectFrom("battles").selectAll().where("id", "=", battleId).executeTakeFirst();
  return battle ? { combat, battle } : undefined;
}

/** A fight's row while it is open (not ended); undefined otherwise. */
export async function findOpenArenaCombat(db: Db, battleId: string): Promise<ArenaCombatRow | undefined> {
  return db
    .selectFrom("arena_combats")
    .selectAll()
    .where("battle_id", "=", battleId)
    .where("ended_at", "is", null)
    .executeTakeFirst();
}

/** Ends a fight: its command log and result when it was finished, only the time when it expired. */
export async function endArenaCombat(
  db: Db,
  battleId: string,
  end: { at: Date; commands?: string; result?: string },
): Promise<void> {
  await db
    .updateTable("arena_combats")
    .set({ ended_at: end.at, ...(end.commands ? { commands: end.commands } : {}), result: end.result ?? null })
    .where("battle_id", "=", battleId)
    .execute();
}

/**
 * Ids of up to `limit` open fights past their expiry at `now`, oldest first; with `userId` only that player's. Plain
 * reads: each is then cancelled under the battle row's lock, which skips a fight that ended meanwhile.
 */
export async function expiredArenaCombats(
  db: Db,
  now: Date,
  options: { userId?: string; limit: number },
): Promise<string[]> {
  let query = db
    .selectFrom("arena_combats")
    .select("battle_id")
    .where("ended_at", "is", null)
    .where("expires_at", "<=", now);
  if (options.userId !== undefined) query = query.where("user_id", "=", options.userId);
  const rows = await query.orderBy("expires_at").orderBy("battle_id").limit(options.limit).execute();
  return rows.map((row) => row.battle_id);
}

/** A player's open fights, oldest first, with when they started and expire and the two ants' names in side order. */
export async function openArenaCombats(db: Db, userId: string) {
  return db
    .selectFrom("arena_combats")
    .innerJoin("battles", "battles.id", "arena_combats.battle_id")
    .innerJoin("battle_participants", "battle_participants.battle_id", "arena_combats.battle_id")
    .select([
      "arena_combats.battle_id",
      "arena_combats.expires_at",
      "battles.started_at",
      "battles.created_at",
      "battle_participants.side",
      "battle_participants.ant_name",
    ])
    .where("arena_combats.user_id", "=", userId)
    .where("arena_combats.ended_at", "is", null)
    .orderBy("battles.created_at")
    .orderBy("arena_combats.battle_id")
    .orderBy("battle_participants.side")
    .execute();
}

/**
 * [AC3] Appends a command to an open fight's log under its row lock, at `tick` or at the last stored tick when that is
 * later (the log stays in order across nodes). Answers the stored command and its index, `full` when the log holds
 * `max` already, or undefined when the fight is not open.
 */
export async function appendArenaCommand(
  db: Db,
  battleId: string,
  command: ArenaCommand,
  max: number,
): Promise<{ command: ArenaCommand; index: number } | "full" | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("arena_combats")
      .select("commands")
      .where("battle_id", "=", battleId)
      .where("ended_at", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.commands.length >= max) return "full";
    const last = row.commands.at(-1);
    const stored = { ...command, tick: Math.max(command.tick, last?.tick ?? 0) };
    await trx
      .updateTable("arena_combats")
      .set({ commands: JSON.stringify([...row.commands, stored]) })
      .where("battle_id", "=", battleId)
      .execute();
    return { command: stored, index: row.commands.length };
  });
}
