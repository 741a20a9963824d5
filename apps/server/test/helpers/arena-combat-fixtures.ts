// Arena Combat test helpers: the dice a fight keeps until its end, and commands sent over a player's socket.
import type { ArenaCommand } from "@antbrawl/protocol/arena-combat";
import { TOPDOWN_TICK_MS } from "@antbrawl/rules/topdown/index";
import type { TestApp } from "./app";
import { type LiveTab, sendAndSettle } from "./live-arena";

/** The fight's seed and salt as stored (the server sends neither before the end). */
export async function storedDice(t: TestApp, battleId: string): Promise<{ seed: number; salt: string | undefined }> {
  const row = await t.database.db
    .selectFrom("battles")
    .select(["seed", "dice_salt"])
    .where("id", "=", battleId)
    .executeTakeFirstOrThrow();
  return { seed: row.seed, salt: row.dice_salt ?? undefined };
}

/** Sends a command over the socket; answers the command as the server stored it, or the refusal's text. */
export async function sendCommand(
  tab: LiveTab,
  battleId: string,
  antId: string,
  text: string,
): Promise<{ stored: ArenaCommand; refused?: undefined } | { refused: string; stored?: undefined }> {
  const replies = await sendAndSettle(tab, { type: "arena_combat_command", battle_id: battleId, ant_id: antId, text });
  const reply = replies.find((m) => m.type === "arena_combat_command_taken" || m.type === "error");
  if (!reply) throw new Error(`no answer to a command: ${JSON.stringify(replies)}`);
  if (reply.type === "error") return { refused: reply.message as string };
  return { stored: { tick: reply.tick as number, ant_id: antId, text } };
}

/**
 * Moves the clock to each line's tick of the fight (counted from where the clock stands) and sends the line there;
 * answers the log as the server stored it.
 */
export async function playCommands(
  clock: { advanceMs(ms: number): void },
  tab: LiveTab,
  battleId: string,
  lines: readonly ArenaCommand[],
): Promise<ArenaCommand[]> {
  const stored: ArenaCommand[] = [];
  let at = 0;
  for (const line of lines) {
    clock.advanceMs((line.tick - at) * TOPDOWN_TICK_MS);
    at = line.tick;
    const answer = await sendCommand(tab, battleId, line.ant_id, line.text);
    if (!answer.stored) throw new Error(`command refused: ${answer.refused}`);
    stored.push(answer.stored);
  }
  return stored;
}
