// Chat with an ant: the reply (external model or built-in personality engine), mood, history and events.
import { randomInt } from "node:crypto";
import type { ChatHistoryAnswer } from "@antbrawl/protocol/ants";
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { validateChatMessage } from "@antbrawl/rules/chat/message";
import { chatMoodDelta } from "@antbrawl/rules/chat/mood";
import { buildChatMessages } from "@antbrawl/rules/chat/prompt";
import { replyToChat } from "@antbrawl/rules/chat/reply";
import type { ChatInput } from "@antbrawl/rules/chat/types";
import { levelFor } from "@antbrawl/rules/colony/level";
import { clampMood } from "@antbrawl/rules/colony/mood";
import { createRng } from "@antbrawl/rules/random";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "../config";
import type { Database } from "../db/schema";
import { invalid, notFound } from "../lib/domain-error";
import { recordEvents } from "./achievements";
import { recentAntEvents, recordAntEvent } from "./ant-events-repository";
import { currentVitals } from "./ant-state";
import { antForUpdateOr404 } from "./ants";
import { type AntRow, findAnt, writeChatVitals } from "./ants-repository";
import { appendChatLines, recentChatLines, trimChatLines } from "./chat-repository";
import { askModel } from "./llm-client";
import { presentStats } from "./present-ant";

/** Lines of the conversation given to the engine and the model (the newest ones). */
const CHAT_CONTEXT_LINES = 20;
/** Lines GET …/chat answers (the newest ones). */
const CHAT_HISTORY_SHOWN = 50;
/** Lines kept per ant; older ones are deleted as new ones arrive. */
const CHAT_LINES_KEPT = 200;
/** Events the ant remembers when it talks: the newest few of the last day, chats left out. */
const CHAT_EVENTS_WINDOW_MS = 24 * 3_600_000;
const CHAT_CONTEXT_EVENTS = 5;

/** The ant's reply and where it came from, with the ant as it is after the message. */
export interface ChatOutcome {
  row: AntRow;
  reply: string;
  moodDelta: number;
  source: "personality" | "model";
}

async function chatInput(db: Kysely<Database>, row: AntRow, message: string, now: Date): Promise<ChatInput> {
  const [history, events] = await Promise.all([
    recentChatLines(db, row.id, CHAT_CONTEXT_LINES),
    recentAntEvents(db, row.id, {
      since: new Date(now.getTime() - CHAT_EVENTS_WINDOW_MS),
      limit: CHAT_CONTEXT_EVENTS,
      excludeKinds: ["chat"],
    }),
  ]);
  const vitals = currentVitals(row, now);
  return {
    message,
    ant: {
      name: row.name,
      mood: vitals.mood,
      needs: vitals.needs,
      stats: presentStats(row.stats),
      health: vitals.health,
      energy: vitals.energy,
      level: levelFor(row.total_experience),
    },
    recentEvents: events.map((event) => event.detail),
    history: history.map((line) => ({ role: line.role, text: line.text })),
  };
}

async function composeReply(
  config: Config,
  log: FastifyBaseLogger,
  input: ChatInput,
): Promise<{ reply: string; source: ChatOutcome["source"] }> {
  if (config.llmBaseUrl) {
    const answer = await askModel(
      { baseUrl: config.llmBaseUrl, apiKey: config.llmApiKey, model: config.llmModel, timeoutMs: config.llmTimeoutMs },
      buildChatMessages(input),
    );
    if (answer.ok) return { reply: answer.text, source: "model" };
    log.warn({ reason: answer.reason }, "chat model unavailable, using the personality engine");
  }
  return { reply: replyToChat(input, createRng(randomInt(0, 2 ** 32))).reply, source: "personality" };
}

/**
 * Answers a player's message to their ant. The reply is made outside any transaction (a model may take seconds);
 * then the ant is locked, its mood moved by the message (praise lifts it), both lines stored, the chat remembered as
 * an event and counted for achievements.
 */
export async function chatWithAnt(
  deps: { db: Kysely<Database>; config: Config; log: FastifyBaseLogger },
  ownerId: string,
  antId: string,
  rawMessage: unknown,
  now: Date,
): Promise<ChatOutcome> {
  const checked = validateChatMessage(rawMessage);
  if (!checked.ok) throw invalid(checked.detail);
  const found = await findAnt(deps.db, ownerId, antId);
  if (!found) throw notFound(COLONY_ERRORS.antNotFound);
  const { reply, source } = await composeReply(
    deps.config,
    deps.log,
    await chatInput(deps.db, found, checked.message, now),
  );
  return deps.db.transaction().execute(async (trx) => {
    const locked = await antForUpdateOr404(trx, ownerId, antId);
    const vitals = currentVitals(locked, now);
    const moodDelta = chatMoodDelta(checked.message, vitals.mood);
    const row = await writeChatVitals(trx, antId, { ...vitals, mood: clampMood(vitals.mood + moodDelta) }, now);
    await appendChatLines(
      trx,
      antId,
      [
        { role: "player", text: checked.message },
        { role: "ant", text: reply },
      ],
      now,
    );
    await trimChatLines(trx, antId, CHAT_LINES_KEPT);
    await recordAntEvent(trx, antId, "chat", "chatted", now);
    await recordEvents(trx, ownerId, [{ kind: "chat_sent" }], now);
    return { row, reply, moodDelta, source };
  });
}

/** The newest lines of an ant's conversation, oldest first; 404 for an ant that is not the player's. */
export async function chatHistory(db: Kysely<Database>, ownerId: string, antId: string): Promise<ChatHistoryAnswer> {
  if (!(await findAnt(db, ownerId, antId))) throw notFound(COLONY_ERRORS.antNotFound);
  const lines = await recentChatLines(db, antId, CHAT_HISTORY_SHOWN);
  return {
    messages: lines.map((line) => ({ role: line.role, text: line.text, created_at: line.created_at.toISOString() })),
  };
}
