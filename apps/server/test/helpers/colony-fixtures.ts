// Colony test helpers: create ants through the API, build ant URLs, set stored needs and read achievement counters.
import type { NeedName } from "@antbrawl/rules/ant";
import type { FastifyInstance } from "fastify";
import type { OpenDatabase } from "../../src/db/database";
import type { signUp } from "./app";

export type Player = Awaited<ReturnType<typeof signUp>>;

/** `/api/users/{id}/ants[/{antId}[/{suffix}]]` of a player. */
export function antsUrl(player: Player, antId?: string, suffix?: string): string {
  const base = `/api/users/${player.user.id}/ants`;
  return [base, antId, suffix].filter(Boolean).join("/");
}

/** Creates an ant through the API and returns its JSON; throws unless 201. */
export async function createAntFor(
  app: FastifyInstance,
  player: Player,
  name = "Brave Mandible",
  color = "#8B4513",
): Promise<{ id: string; name: string; [key: string]: unknown }> {
  const res = await app.inject({
    method: "POST",
    url: antsUrl(player),
    headers: player.auth,
    payload: { name, appearance: { color, pattern: "solid", size: 1 } },
  });
  if (res.statusCode !== 201) throw new Error(`create ant failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Overwrites stored needs (and optionally mood) without going through care, as of `at`. */
export async function setStoredNeeds(
  database: OpenDatabase,
  antId: string,
  needs: Partial<Record<NeedName, number>>,
  at: Date,
  mood?: number,
): Promise<void> {
  await database.db
    .updateTable("ants")
    .set({ ...needs, ...(mood === undefined ? {} : { mood }), needs_updated_at: at })
    .where("id", "=", antId)
    .execute();
}

/** The stored row of an ant, straight from the database. */
export async function storedAnt(database: OpenDatabase, antId: string) {
  return database.db.selectFrom("ants").selectAll().where("id", "=", antId).executeTakeFirst();
}

/** A player's achievement counter as stored (0 before it first moved). */
export async function achievementMetric(database: OpenDatabase, userId: string, metric: string): Promise<number> {
  const row = await database.db
    .selectFrom("achievement_progress")
    .select("value")
    .where("user_id", "=", userId)
    .where("metric", "=", metric)
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}
