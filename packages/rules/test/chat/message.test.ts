// The chat message rule.
import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX, chatMessageLength, validateChatMessage } from "../../src/chat/message";

describe("chat message", () => {
  it("[T1] a message is trimmed and not empty", () => {
    expect(validateChatMessage("  hi  ")).toEqual({ ok: true, message: "hi" });
    expect(validateChatMessage("   ")).toEqual({ ok: false, detail: "Message cannot be empty" });
    expect(validateChatMessage(undefined)).toEqual({ ok: false, detail: "Message cannot be empty" });
  });

  it("[T1] a message is at most 200 characters", () => {
    expect(CHAT_MESSAGE_MAX).toBe(200);
    expect(validateChatMessage("a".repeat(200)).ok).toBe(true);
    expect(validateChatMessage(`  ${"a".repeat(200)}  `).ok).toBe(true);
    expect(validateChatMessage("a".repeat(201))).toEqual({
      ok: false,
      detail: "Message must be at most 200 characters",
    });
    expect(chatMessageLength(" 🐜🐜 ")).toBe(2);
  });
});
