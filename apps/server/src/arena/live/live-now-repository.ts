// Live now's reads: ranked and tournament live battles in progress whose players both allow the listing, and who
// watches them.
import type { LiveNowBattle } from "@antbrawl/protocol/live-now";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";

/** Names are sent only while a battle has at most this many watchers (as lila-ws does for its crowds). */
const WATCHER_NAMES_MAX = 20;

/** The live row is a ranked or tournament battle in progress and neither player opted out of Live now. */
function listed(eb: ExpressionBuilder<Database, "live_battles" | "battles">) {
  return eb.and([
    eb("live_battles.phase", "<>", "finished"),
    eb("battles.battle_type", "in", ["ranked", "tournament"]),
    eb.not(
      eb.exists(
        eb
          .selectFrom("battle_participants as p")
          .innerJoin("user_preferences as up", "up.user_id", "p.user_id")
          .select(sql.lit(1).as("one"))
          .whereRef("p.battle_id", "=", "live_battles.battle_id")
          .where("up.show_in_live_now", "=", false),
      ),
    ),
  ]);
}

/** The listed battles, newest first, with both sides (ant, owner, rating at the start) and their watcher counts. */
export async function listLiveNow(db: Db, limit: number): Promise<LiveNowBattle[]> {
  const rows = await db
    .selectFrom("live_battles")
    .innerJoin("battles", "battles.id", "live_battles.battle_id")
    .select((eb) => [
      "live_battles.battle_id",
      "live_battles.phase",
      "live_battles.turn",
      "live_battles.created_at",
      eb
        .selectFrom("live_spectators as s")
        .select((inner) => inner.fn.countAll<string>().as("n"))
        .whereRef("s.battle_id", "=", "live_battles.battle_id")
        .as("watchers"),
    ])
    .where(listed)
    .orderBy("live_battles.created_at", "desc")
    .orderBy("live_battles.battle_id")
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const sides = await db
    .selectFrom("battle_participants as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .select(["p.battle_id", "p.side", "p.ant_name", "p.elo_before", "u.username"])
    .where(
      "p.battle_id",
      "in",
      rows.map((row) => row.battle_id),
    )
    .orderBy("p.side")
    .execute();
  return rows.map((row) => ({
    battle_id: row.battle_id,
    phase: row.phase,
    turn: row.turn,
    watchers: Number(row.watchers ?? 0),
    started_at: new Date(row.created_at).toISOString(),
    sides: sides
      .filter((side) => side.battle_id === row.battle_id)
      .map((side) => ({ ant_name: side.ant_name, username: side.username, rating: side.elo_before })),
  }));
}

/** Whether anyone signed in may watch the battle: listed in Live now (ranked or tournament, running, both allow it). */
export async function isListed(db: Db, battleId: string): Promise<boolean> {
  const row = await db
    .selectFrom("live_battles")
    .innerJoin("battles", "battles.id", "live_battles.battle_id")
    .select("live_battles.battle_id")
    .where("live_battles.battle_id", "=", battleId)
    .where(listed)
    .executeTakeFirst();
  return row !== undefined;
}

/** For each unfinished battle of `battleIds`: its players, its watcher count and (up to 20 watchers) their names. */
export async function crowdsOf(
  db: Db,
  battleIds: readonly string[],
): Promise<{ battleId: string; players: string[]; count: number; names: string[] }[]> {
  if (battleIds.length === 0) return [];
  const [live, players, counts] = await Promise.all([
    db
      .selectFrom("live_battles")
      .select("battle_id")
      .where("battle_id", "in", battleIds)
      .where("phase", "<>", "finished")
      .execute(),
    db.selectFrom("battle_participants").select(["battle_id", "user_id"]).where("battle_id", "in", battleIds).execute(),
    db
      .selectFrom("live_spectators")
      .select((eb) => ["battle_id", eb.fn.countAll<string>().as("n")])
      .where("battle_id", "in", battleIds)
      .groupBy("battle_id")
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.battle_id, Number(row.n)]));
  const small = live.map((row) => row.battle_id).filter((id) => (countOf.get(id) ?? 0) <= WATCHER_NAMES_MAX);
  const names =
    small.length === 0
      ? []
      : await db
          .selectFrom("live_spectators as s")
          .innerJoin("users as u", "u.id", "s.user_id")
          .select(["s.battle_id", "u.username"])
          .where("s.battle_id", "in", small)
          .orderBy("s.created_at")
          .orderBy("u.username")
          .execute();
  return live.map(({ battle_id }) => ({
    battleId: battle_id,
    players: players.filter((p) => p.battle_id === battle_id).map((p) => p.user_id),
    count: countOf.get(battle_id) ?? 0,
    names: names.filter((row) => row.battle_id === battle_id).map((row) => row.username),
  }));
}
