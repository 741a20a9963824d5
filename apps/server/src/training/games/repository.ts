// Reads and writes training mini-game plays; every function takes db or a transaction first.
import type { GameId } from "@antbrawl/rules/training/games/constants";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { TrainingGamePlaysTable } from "./tables";

export type PlayRow = Selectable<TrainingGamePlaysTable>;

/** Records a started play; the unique (ant, game, day) index refuses a second one the same day. */
export async function insertPlay(db: Db, play: Insertable<TrainingGamePlaysTable>): Promise<PlayRow> {
  return db.insertInto("training_game_plays").values(play).returningAll().executeTakeFirstOrThrow();
}

/** An ant's plays started on one UTC day (at most one per game). */
export async function playsOnDay(db: Db, antId: string, day: number): Promise<PlayRow[]> {
  return db.selectFrom("training_game_plays").selectAll().where("ant_id", "=", antId).where("day", "=", day).execute();
}

/** One play of this ant and game, locked until the transaction ends; undefined when there is none. */
export async function lockPlay(trx: Db, playId: string, antId: string, game: GameId): Promise<PlayRow | undefined> {
  return trx
    .selectFrom("training_game_plays")
    .selectAll()
    .where("id", "=", playId)
    .where("ant_id", "=", antId)
    .where("game", "=", game)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a play's result; only a play not yet completed changes (the caller holds its lock). */
export async function completePlay(
  trx: Db,
  playId: string,
  result: Updateable<TrainingGamePlaysTable> & { completed_at: Date },
): Promise<PlayRow | undefined> {
  return trx
    .updateTable("training_game_plays")
    .set(result)
    .where("id", "=", playId)
    .where("completed_at", "is", null)
    .returningAll()
    .executeTakeFirst();
}
