// The conversation kept per ant: the player's lines and the ant's replies, oldest first when read.
import type { Selectable } from "kysely";
import type { Db } from "../db/database";
import { keepNewestPerAnt } from "./keep-newest";
import type { ChatMessagesTable } from "./tables";

export type ChatLineRow = Selectable<ChatMessagesTable>;

/** Appends lines one after the other, so their ids keep the given order. */
export async function appendChatLines(
  db: Db,
  antId: string,
  lines: { role: "player" | "ant"; text: string }[],
  at: Date,
): Promise<void> {
  for (const line of lines) {
    await db
      .insertInto("chat_messages")
      .values({ ant_id: antId, role: line.role, text: line.text, created_at: at })
      .execute();
  }
}

/** The newest `limit` lines of an ant's conversation, oldest first. */
export async function recentChatLines(db: Db, antId: string, limit: number): Promise<ChatLineRow[]> {
  const newest = await db
    .selectFrom("chat_messages")
    .selectAll()
    .where("ant_id", "=", antId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return newest.reverse();
}

/** Deletes all but the newest `keep` lines of an ant's conversation. */
export async function trimChatLines(db: Db, antId: string, keep: number): Promise<void> {
  await keepNewestPerAnt(db, "chat_messages", antId, keep);
}
