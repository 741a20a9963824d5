// Checking a finished battle in the browser (FD4, FD6): the commitment recomputed, the battle replayed from its proof.
import type { BattleProof } from "@antbrawl/protocol/battle-proof";
import type { Battle } from "@antbrawl/protocol/battles";
import { replayBattle } from "@antbrawl/rules/battle/engine";
import type { BattleInput, BattleInputLogEntry, EngineVersion, Fighter } from "@antbrawl/rules/battle/types";
import { turnMsFor } from "@antbrawl/rules/battle/viewer";
import { diceCommitment, isDiceSalt } from "@antbrawl/rules/fair-dice";

/** What the check found: the recomputed commitment (null without a salt) and how the replay compares. */
export interface DiceCheck {
  /** The commitment recomputed from the revealed seed and salt; null for a battle stored before commitments. */
  recomputed: string | null;
  commitmentMatches: boolean | null;
  replayTurns: number;
  replayWinner: string;
  replayMatches: boolean;
  /** True when the engine keyed the dice with the seed and the salt (version 4 and later, B37). */
  saltedDice: boolean;
}

/** The fields of a log line, compared one by one: the stored log comes back from JSON columns in another key order. */
const LOG_FIELDS = [
  "turn",
  "description",
  "ant_id",
  "target_id",
  "damage_dealt",
  "critical_hit",
  "timestamp",
  "kind",
  "energy_delta",
] as const;

function sameEntry(a: Record<(typeof LOG_FIELDS)[number], unknown>, b: Battle["battle_log"][number] | undefined) {
  return b !== undefined && LOG_FIELDS.every((field) => a[field] === b[field]);
}

/** Replays `proof` with the rules and compares it with `battle` as the server recorded it. */
export function checkBattle(battle: Battle, proof: BattleProof): DiceCheck {
  const recomputed =
    proof.dice_salt && isDiceSalt(proof.dice_salt) ? diceCommitment(proof.seed, proof.dice_salt) : null;
  const published = battle.dice_commitment;
  const result = replayBattle(
    {
      version: proof.engine_version as EngineVersion,
      seed: proof.seed,
      ...(proof.dice_salt ? { salt: proof.dice_salt } : {}),
      fighters: proof.fighters as [Fighter, Fighter],
      arena: proof.arena_type as BattleInput["arena"],
      battleType: proof.battle_type as BattleInput["battleType"],
      startedAt: Date.parse(proof.started_at),
      turnMs: turnMsFor(proof.battle_speed),
    },
    proof.input_log as BattleInputLogEntry[],
  );
  const log = result.log.map((entry) => ({ ...entry, timestamp: new Date(entry.timestamp).toISOString() }));
  const replayMatches =
    proof.seed === battle.seed &&
    result.winnerAntId === battle.winner_ant_id &&
    log.length === battle.battle_log.length &&
    log.every((entry, i) => sameEntry(entry, battle.battle_log[i]));
  const winner = proof.fighters.find((f) => f.antId === result.winnerAntId)?.name ?? "Unknown";
  return {
    recomputed,
    commitmentMatches: published === null || recomputed === null ? null : recomputed === published,
    replayTurns: result.turns,
    replayWinner: winner,
    replayMatches,
    saltedDice: proof.engine_version >= 4 && proof.dice_salt !== null,
  };
}
