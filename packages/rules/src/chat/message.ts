// The chat message rule shared by the chat box and the server (spec 000 §5, §9).
import { characterCount } from "../colony/names";

/** [T1] Most characters in one chat message (counted as code points, so an emoji is one). */
export const CHAT_MESSAGE_MAX = 200;
/** [T1] Messages of the chat message rule. */
export const CHAT_MESSAGE_MESSAGES = {
  empty: "Message cannot be empty",
  tooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters`,
} as const;

/** [T1] Characters a message counts toward the limit, for the chat box's counter ("12/200"). */
export function chatMessageLength(text: string): number {
  return characterCount(text.trim());
}

/** [T1] A chat message is trimmed, not empty and at most 200 characters; returns the trimmed text or the message. */
export function validateChatMessage(raw: unknown): { ok: true; message: string } | { ok: false; detail: string } {
  const message = typeof raw === "string" ? raw.trim() : "";
  if (message === "") return { ok: false, detail: CHAT_MESSAGE_MESSAGES.empty };
  if (characterCount(message) > CHAT_MESSAGE_MAX) return { ok: false, detail: CHAT_MESSAGE_MESSAGES.tooLong };
  return { ok: true, message };
}
