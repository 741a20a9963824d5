// The prompt for an external model and the cleanup of its answer.
import { describe, expect, it } from "vitest";
import { buildChatMessages, buildChatSystemPrompt, CHAT_REPLY_MAX, cleanModelReply } from "../../src/chat/prompt";
import { makeNeeds } from "../colony/builders";
import { makeChat, makeChatAnt } from "./builders";

describe("model prompt", () => {
  it("[T13] the system prompt carries the ant's name, mood, needs, lowest need, best stats and events", () => {
    const ant = makeChatAnt({ mood: 17, needs: makeNeeds(15, { water: 3.6 }) });
    const prompt = buildChatSystemPrompt({ ant, recentEvents: ["fed", "won a battle"] });
    expect(prompt).toContain('You are "Brave Mandible"');
    expect(prompt).toContain("Mood 17/20 (happy)");
    expect(prompt).toContain("water 3 (critical)");
    expect(prompt).toContain("Your water is low");
    expect(prompt).toContain("strength 14, speed 12");
    expect(prompt).toContain("fed; won a battle");
    expect(prompt).toContain("Level 3");
    expect(buildChatSystemPrompt({ ant: makeChatAnt(), recentEvents: [] })).not.toContain("is low");
  });

  it("[T13] messages: system prompt, the last 10 turns as user/assistant, then the player's message", () => {
    const history = Array.from({ length: 14 }, (_, index) => ({
      role: index % 2 === 0 ? ("player" as const) : ("ant" as const),
      text: `turn ${index}`,
    }));
    const messages = buildChatMessages(makeChat("  hello  ", { history }));
    expect(messages).toHaveLength(12);
    expect(messages[0]?.role).toBe("system");
    expect(messages[1]).toEqual({ role: "user", content: "turn 4" });
    expect(messages[2]).toEqual({ role: "assistant", content: "turn 5" });
    expect(messages[11]).toEqual({ role: "user", content: "hello" });
    expect(messages[0]?.content).not.toContain("hello");
  });

  it("[T14] a model reply is trimmed, collapsed and cut to 300 characters; an empty one falls back", () => {
    expect(cleanModelReply("  Hi\n\nthere  ")).toBe("Hi there");
    expect(cleanModelReply("   ")).toBeNull();
    expect(cleanModelReply(undefined)).toBeNull();
    const long = cleanModelReply("a".repeat(400));
    expect(long).toHaveLength(CHAT_REPLY_MAX);
    expect(long?.endsWith("…")).toBe(true);
  });
});
