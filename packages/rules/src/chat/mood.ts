// How a chat message changes the ant's mood: praise lifts it, insults lower it, within 0..20.
import { clampMood, MOOD_MAX, MOOD_MIN } from "../colony/mood";
import { readMessage } from "./words";

/** [T3] Mood gained per distinct praise word. */
export const PRAISE_MOOD_PER_WORD = 1;
/** [T4] Mood lost per distinct insult word. */
export const INSULT_MOOD_PER_WORD = 1;
/** [T3][T4] Most mood one message can add or take away. */
export const CHAT_MOOD_DELTA_MAX = 2;

/**
 * [T3][T4] Mood change from a message: +1 per distinct praise word and −1 per distinct insult word, at most ±2 per
 * message, and never taking mood outside 0..20 (so an ant at 20 gains 0).
 */
export function chatMoodDelta(message: string, mood: number): number {
  const reading = readMessage(message);
  const raw = reading.praise.length * PRAISE_MOOD_PER_WORD - reading.insults.length * INSULT_MOOD_PER_WORD;
  const bounded = Math.max(-CHAT_MOOD_DELTA_MAX, Math.min(CHAT_MOOD_DELTA_MAX, raw));
  const current = clampMood(mood);
  return Math.max(MOOD_MIN - current, Math.min(MOOD_MAX - current, bounded));
}
