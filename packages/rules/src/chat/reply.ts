// The built-in personality engine: answers a chat message the way this ant would, from its mood, needs and stats.

import type { NeedName } from "../ant";
import { clampMood, type MoodTone, moodTone, moodWord } from "../colony/mood";
import { isNeedCritical, isNeedLow, lowestNeed, needStatus } from "../colony/needs";
import { topStats } from "../colony/stats";
import { pick, type Rng } from "../random";
import { chatMoodDelta } from "./mood";
import {
  CRITICAL_NEED_SUFFIX,
  DEFIANT_AGGRESSION_FROM,
  EVENT_LINES,
  FEELING_LINES,
  GREETING_LINES,
  INSULT_LINES,
  NEED_COMPLAINTS,
  NEED_FINE_LINES,
  PRAISE_LINES,
  QUESTION_LINES,
  REPEATED_MESSAGE_LINE,
  SMALL_TALK_LINES,
  STAT_WORDS,
  STRENGTH_LINES,
  THOUGHTFUL_INTELLIGENCE_FROM,
  THOUGHTFUL_PREFIX,
  UNKNOWN_EVENT_LINE,
  VARIETY_TAILS,
  WORN_OUT_ENERGY_BELOW,
  WORN_OUT_HEALTH_BELOW,
  WORN_OUT_LINE,
} from "./phrases";
import type { ChatInput, ChatReply, ChatTurn } from "./types";
import { type MessageReading, messageWords, readMessage } from "./words";

/** [T6] How many of the best stats the ant names. */
export const CHAT_TOP_STATS = 2;
/** [T12] Attempts at a fresh reply before a variety tail is added. */
const FRESH_REPLY_ATTEMPTS = 3;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

function lastTurn(history: readonly ChatTurn[], role: ChatTurn["role"]): string | undefined {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]?.role === role) return history[i]?.text;
  return undefined;
}

function sameWords(a: string, b: string): boolean {
  return messageWords(a).join(" ") === messageWords(b).join(" ");
}

/** [T10] The line for an event: its own line, or "I'm still thinking about when I {event}.". */
export function eventLine(event: string): string {
  const key = event.trim().toLowerCase();
  return EVENT_LINES[key] ?? fill(UNKNOWN_EVENT_LINE, { event: event.trim() });
}

function needComplaint(input: ChatInput, need: NeedName, rng: Rng): string {
  const line = pick(rng, NEED_COMPLAINTS[need]);
  return isNeedCritical(input.ant.needs[need]) ? `${line}${CRITICAL_NEED_SUFFIX}` : line;
}

function needLines(input: ChatInput, reading: MessageReading, rng: Rng): string[] {
  const lines: string[] = [];
  const lowest = lowestNeed(input.ant.needs);
  const asked = reading.aboutNeed;
  if (asked !== null) {
    const value = input.ant.needs[asked];
    lines.push(
      isNeedLow(value) ? needComplaint(input, asked, rng) : fill(NEED_FINE_LINES[asked], { status: needStatus(value) }),
    );
  }
  if (isNeedLow(lowest.value) && lowest.need !== asked) lines.push(needComplaint(input, lowest.need, rng));
  return lines;
}

function strengthLines(input: ChatInput, tone: MoodTone, rng: Rng): string[] {
  const { ant } = input;
  const stats = topStats(ant.stats, CHAT_TOP_STATS)
    .map(({ stat, value }) => `${STAT_WORDS[stat] ?? stat} ${Math.floor(value)}`)
    .join(" and ");
  const lines = [fill(pick(rng, STRENGTH_LINES[tone]), { stats, level: ant.level })];
  if (ant.energy < WORN_OUT_ENERGY_BELOW || ant.health < WORN_OUT_HEALTH_BELOW) lines.push(WORN_OUT_LINE);
  return lines;
}

function opening(input: ChatInput, reading: MessageReading, tone: MoodTone, rng: Rng): string[] {
  if (reading.insults.length > reading.praise.length) {
    const defiant = input.ant.stats.aggression >= DEFIANT_AGGRESSION_FROM;
    return [pick(rng, defiant ? INSULT_LINES.defiant : INSULT_LINES.hurt)];
  }
  if (reading.praise.length > 0) return [pick(rng, PRAISE_LINES[tone])];
  if (reading.greeting) return [fill(pick(rng, GREETING_LINES[tone]), { name: input.ant.name })];
  return [];
}

function compose(input: ChatInput, reading: MessageReading, mood: number, rng: Rng): string {
  const tone = moodTone(mood);
  const lastPlayer = lastTurn(input.history, "player");
  const repeated = lastPlayer !== undefined && sameWords(lastPlayer, input.message) ? [REPEATED_MESSAGE_LINE] : [];
  const open = opening(input, reading, tone, rng);
  const feelings = reading.aboutFeelings
    ? [fill(pick(rng, FEELING_LINES[tone]), { mood: moodWord(mood).toLowerCase() })]
    : [];
  const topic = [...feelings, ...needLines(input, reading, rng)];
  if (reading.aboutStrength) topic.push(...strengthLines(input, tone, rng));
  const newest = input.recentEvents[input.recentEvents.length - 1];
  const insulted = reading.insults.length > reading.praise.length;
  const lastAnt = lastTurn(input.history, "ant") ?? "";
  if (newest !== undefined && !insulted && !lastAnt.includes(eventLine(newest))) {
    const invited = reading.greeting || reading.aboutFeelings || open.length + topic.length === 0;
    if (invited) topic.push(eventLine(newest));
  }
  if (reading.question && topic.length === 0) {
    const thoughtful = input.ant.stats.intelligence >= THOUGHTFUL_INTELLIGENCE_FROM ? THOUGHTFUL_PREFIX : "";
    topic.push(`${thoughtful}${pick(rng, QUESTION_LINES[tone])}`);
  }
  const parts = [...repeated, ...open, ...topic];
  if (parts.length === 0) parts.push(pick(rng, SMALL_TALK_LINES[tone]));
  return parts.join(" ");
}

/**
 * [T2]–[T12] The ant's answer to a message, seeded: it speaks in the tone of its mood after the message, names its
 * lowest need when that need is low, its best stats when asked about strength, fighting or training, its newest event
 * when greeted, asked how it feels or otherwise idle, and never repeats its last reply word for word. Praise lifts
 * mood (moodDelta up to +2), insults lower it.
 */
export function replyToChat(input: ChatInput, rng: Rng): ChatReply {
  const reading = readMessage(input.message);
  const moodDelta = chatMoodDelta(input.message, input.ant.mood);
  const mood = clampMood(clampMood(input.ant.mood) + moodDelta);
  const lastAnt = lastTurn(input.history, "ant");
  let reply = compose(input, reading, mood, rng);
  for (let attempt = 1; attempt < FRESH_REPLY_ATTEMPTS && reply === lastAnt; attempt++) {
    reply = compose(input, reading, mood, rng);
  }
  if (reply === lastAnt) reply = `${reply} ${pick(rng, VARIETY_TAILS)}`;
  return { reply, moodDelta };
}
