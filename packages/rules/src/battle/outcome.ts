// What a finished battle changes for each ant: health, energy, experience, record and streak.
import { type BattleResult, type BattleType, isOwnPairBattle, isPracticeBattle } from "./types";

/** [B21] Experience for the winner and the loser of a battle. */
export const WIN_XP = 50;
export const LOSS_XP = 20;
/** [B21] Extra winner experience per level the loser is above the winner, up to MAX_UNDERDOG_XP. */
export const UNDERDOG_XP_PER_LEVEL = 10;
export const MAX_UNDERDOG_XP = 50;
/** [B21] A self battle or Arena Combat (both ants of one player) gives this share of the experience, rounded down. */
export const SELF_BATTLE_XP_FACTOR = 0.5;

/**
 * [B22][W33] Whether a battle counts for the ants' record (wins, losses, win streak): every type but a self battle or an
 * Arena Combat, where both ants are one player's and beating yourself is no achievement, and a practice against a
 * house ant; those still give experience (B21).
 */
export function countsForRecord(battleType: BattleType): boolean {
  return !isOwnPairBattle(battleType) && !isPracticeBattle(battleType);
}

/** What the server knows about an ant before the battle. */
export interface AntRecord {
  level: number;
  winStreak: number;
}

/** What the battle changed for one ant. */
export interface AntOutcome {
  antId: string;
  userId: string;
  won: boolean;
  /** Health after the battle (becomes the ant's current_health). */
  finalHealth: number;
  /** Sum of damage_dealt against this ant in the log. */
  healthLost: number;
  /** Energy after the battle. */
  finalEnergy: number;
  experienceGained: number;
  /** [B22] Winner: previous streak + 1; loser: 0; unchanged after a self battle. */
  winStreak: number;
}

/**
 * [B21][W33] Experience for one side: win 50 (+10 per level the loser is above, max +50) or loss 20; ×0.5 in a self
 * battle, an Arena Combat or a practice against a house ant.
 */
export function experienceFor(won: boolean, ownLevel: number, opponentLevel: number, battleType: BattleType): number {
  const underdog = Math.min(MAX_UNDERDOG_XP, UNDERDOG_XP_PER_LEVEL * Math.max(0, opponentLevel - ownLevel));
  const xp = won ? WIN_XP + underdog : LOSS_XP;
  const halved = isOwnPairBattle(battleType) || isPracticeBattle(battleType);
  return halved ? Math.floor(xp * SELF_BATTLE_XP_FACTOR) : xp;
}

/** [B21][B22] The winner's and loser's outcomes; `records` holds each ant's level and win streak by ant id. */
export function battleOutcome(
  result: BattleResult,
  battleType: BattleType,
  records: Readonly<Record<string, AntRecord>>,
): { winner: AntOutcome; loser: AntOutcome } {
  const winnerRecord = records[result.winnerAntId] ?? { level: 1, winStreak: 0 };
  const loserRecord = records[result.loserAntId] ?? { level: 1, winStreak: 0 };
  const lost = (antId: string) =>
    result.log.reduce((sum, entry) => (entry.target_id === antId ? sum + entry.damage_dealt : sum), 0);
  const side = (antId: string, userId: string, won: boolean, own: AntRecord, other: AntRecord): AntOutcome => ({
    antId,
    userId,
    won,
    finalHealth: result.finalHealth[antId] ?? 0,
    healthLost: lost(antId),
    finalEnergy: result.finalEnergy[antId] ?? 0,
    experienceGained: experienceFor(won, own.level, other.level, battleType),
    winStreak: !countsForRecord(battleType) ? own.winStreak : won ? own.winStreak + 1 : 0,
  });
  return {
    winner: side(result.winnerAntId, result.winnerUserId, true, winnerRecord, loserRecord),
    loser: side(result.loserAntId, result.loserUserId, false, loserRecord, winnerRecord),
  };
}
