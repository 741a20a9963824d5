// Checking a finished fight in the browser (FD4, AC3): the commitment recomputed, the fight replayed from its record.
import type { ArenaCombatReplay } from "@antbrawl/protocol/arena-combat";
import { diceCommitment, isDiceSalt, verifyDice } from "@antbrawl/rules/fair-dice";
import { runTopdown, type TopdownFighter } from "@antbrawl/rules/topdown/index";

/** What the check found: the recomputed commitment and how the replay compares with the stored result. */
export interface FightCheck {
  recomputed: string | null;
  commitmentMatches: boolean;
  replayTicks: number;
  replayWinner: string;
  replayMatches: boolean;
}

const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/**
 * Replays `record` (a finished fight's seed, salt, fighters, rules version and command log) with the rules and compares
 * it with its stored result, and its revealed seed and salt with the commitment published at the start. Null while the
 * record reveals nothing to check (an open fight, or one fought before commitments).
 */
export function checkFight(record: ArenaCombatReplay, published: string): FightCheck | null {
  const { seed, dice_salt: salt, result: stored } = record;
  if (seed === null || stored === null) return null;
  const recomputed = salt !== null && isDiceSalt(salt) ? diceCommitment(seed, salt) : null;
  const commitmentMatches = salt !== null && verifyDice({ commitment: published, seed, salt });
  const [a, b] = record.fighters as [TopdownFighter, TopdownFighter];
  const input = { seed, fighters: [a, b] as [TopdownFighter, TopdownFighter], version: record.rules_version };
  const commands = record.commands.map((c) => ({ tick: c.tick, antId: c.ant_id, text: c.text }));
  const { result } = runTopdown(salt ? { ...input, salt } : input, commands);
  const replayMatches =
    result.winnerAntId === stored.winner_ant_id &&
    result.ticks === stored.ticks &&
    result.endedBy === stored.ended_by &&
    stored.sides.every(
      (side) =>
        close(result.finalHealth[side.ant_id] ?? Number.NaN, side.final_health) &&
        close(result.finalEnergy[side.ant_id] ?? Number.NaN, side.final_energy),
    );
  return {
    recomputed,
    commitmentMatches,
    replayTicks: result.ticks,
    replayWinner: record.fighters.find((f) => f.antId === result.winnerAntId)?.name ?? "Unknown",
    replayMatches,
  };
}
