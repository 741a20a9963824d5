// Scheduled and live battles enter the one settlement path (settle.ts) from here.
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import type { BattleResult } from "@antbrawl/rules/battle/types";
import type { Work } from "../events/units";
import { conflict } from "../lib/domain-error";
import { type BattleRow, markInProgress } from "./repository";
import { settleBattle } from "./settle";

/**
 * Plays a scheduled (or self) battle and applies everything it changes, once: the battle moves scheduled → in_progress
 * (a second caller gets 409), then the one settlement path runs the engine (version ENGINE_VERSION) on the ants as
 * they are now, the battle's seed and input log.
 */
export async function playScheduledBattle(work: Work, battleId: string, now: Date): Promise<BattleRow> {
  const battle = await markInProgress(work.trx, battleId, now);
  if (!battle) throw conflict(BATTLE_ERRORS.alreadyStarted);
  await settleBattle(work, battleId, { kind: "engine", fighters: "current" }, now, battle);
  return battle;
}

/**
 * Settles a live battle once: undefined when it is no longer in progress (settled already). The stored fighter
 * snapshots, seed and input log replay exactly the battle the players watched.
 */
export async function settleLiveBattle(
  work: Work,
  battleId: string,
  now: Date,
): Promise<Pick<BattleResult, "winnerAntId" | "log"> | undefined> {
  const settled = await settleBattle(work, battleId, { kind: "engine", fighters: "snapshot" }, now);
  return settled?.result;
}
