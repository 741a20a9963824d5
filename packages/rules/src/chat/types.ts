// The inputs a chat reply is made from, shared by the built-in engine and the external model's prompt.
import type { Needs, Stats } from "../ant";

/** [T2] What the ant knows about itself when it answers. */
export interface ChatAnt {
  name: string;
  mood: number;
  needs: Needs;
  stats: Stats;
  health: number;
  energy: number;
  level: number;
}

/** [T2] One earlier line of the conversation, oldest first. */
export interface ChatTurn {
  role: "player" | "ant";
  text: string;
}

/** [T2] A player's message with the ant, its recent events (oldest first, e.g. 'fed', 'won a battle') and history. */
export interface ChatInput {
  message: string;
  ant: ChatAnt;
  recentEvents: readonly string[];
  history: readonly ChatTurn[];
}

/** [T2] The ant's answer and how much the message changes its mood. */
export interface ChatReply {
  reply: string;
  moodDelta: number;
}
