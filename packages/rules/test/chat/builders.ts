// Builders for chat tests: an ordinary ant and a chat input around it.
import type { ChatAnt, ChatInput } from "../../src/chat/types";
import { makeNeeds, makeStats } from "../colony/builders";

/** An ant with mood 10, needs 15, stats 8 except strength 14 and speed 12, level 3. */
export function makeChatAnt(overrides: Partial<ChatAnt> = {}): ChatAnt {
  return {
    name: "Brave Mandible",
    mood: 10,
    needs: makeNeeds(15),
    stats: makeStats(8, { strength: 14, speed: 12 }),
    health: 90,
    energy: 80,
    level: 3,
    ...overrides,
  };
}

/** A chat input with no events and no history unless given. */
export function makeChat(message: string, overrides: Partial<Omit<ChatInput, "message">> = {}): ChatInput {
  return { message, ant: makeChatAnt(), recentEvents: [], history: [], ...overrides };
}
