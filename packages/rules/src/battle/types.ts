// The shapes a battle is made of: fighters, arenas, battle types, log entries, state and result.
import type { Needs, Stats } from "../ant";
import type { RngState } from "../random";

/** Arena types of spec 001 §9, in display order. */
export const ARENA_TYPES = ["basic", "desert", "jungle", "underground", "ice"] as const;
/** One arena type. */
export type ArenaType = (typeof ARENA_TYPES)[number];
/** The arena of the top-down Arena Combat (spec 001 §2): not a turn-engine arena, so not one of ARENA_TYPES. */
export const TOPDOWN_ARENA = "topdown";
/** [AC1] The arena a stored battle names: a turn-engine arena or the top-down one. */
export type BattleArenaType = ArenaType | typeof TOPDOWN_ARENA;

/**
 * Battle types: the three of spec 001 §9, a self battle between two ants of one player, the top-down Arena Combat
 * (spec 001 §2, also two ants of one player, fought in the browser and replayed by the server), a live practice
 * battle against a house ant (W33), and a match of a tournament bracket (TN15).
 */
export const BATTLE_TYPES = [
  "quick_match",
  "ranked",
  "friendly",
  "self",
  "topdown_arena",
  "practice",
  "tournament",
] as const;
/** One battle type. */
export type BattleType = (typeof BATTLE_TYPES)[number];
/** Display names of the battle types (spec 000 §2 menu). */
export const BATTLE_TYPE_LABELS: Readonly<Record<BattleType, string>> = {
  quick_match: "Quick Match",
  ranked: "Ranked Match",
  friendly: "Friendly Match",
  self: "Self Battle",
  topdown_arena: "Arena Combat",
  practice: "Practice",
  tournament: "Tournament",
};

/** [W33] A live battle against a house ant: no record, no ELO, no stake, half experience as an own pair. */
export function isPracticeBattle(battleType: BattleType): boolean {
  return battleType === "practice";
}

/** [AC1] Battles between two ants of one player (self battle, Arena Combat): no record, no ELO, half experience. */
export function isOwnPairBattle(battleType: BattleType): boolean {
  return battleType === "self" || battleType === "topdown_arena";
}

/** How a battle ended. */
export type EndReason = "knockout" | "turn_cap" | "exhaustion";

/** An ant as it enters a battle: its stats, condition and optional equipment bonuses. */
export interface Fighter {
  antId: string;
  userId: string;
  name: string;
  stats: Stats;
  /** Current health, 0 to HEALTH_MAX. */
  health: number;
  /** Current energy, 0 to ENERGY_MAX. */
  energy: number;
  needs: Needs;
  /** Personality mood, 0 to 20. */
  mood: number;
  level: number;
  equipmentBonuses?: Partial<Stats>;
  /** [TR23] Skill id → level from the skill tree; absent or empty changes nothing (version 2 only). */
  skills?: Readonly<Record<string, number>>;
}

/** What a log entry records, so a viewer can tell actions (which cost energy) from rests and the result. */
export type BattleLogKind = "attack" | "miss" | "counter" | "rest" | "hesitate" | "result";

/**
 * One line of the battle log (spec 001 §3), plus `kind` and `energy_delta` so a replay can track energy exactly.
 * `timestamp` is milliseconds since the epoch (startedAt + turn × turnMs); the server formats it.
 */
export interface BattleLogEntry {
  turn: number;
  description: string;
  ant_id: string;
  target_id: string;
  /** Health the target actually lost (never more than it had). */
  damage_dealt: number;
  critical_hit: boolean;
  timestamp: number;
  kind: BattleLogKind;
  /** Change of the acting ant's energy: −ACTION_ENERGY_COST for an action, the gain for a rest, else 0. */
  energy_delta: number;
}

/**
 * [B28] Engine versions: 1 is the engine before tactics and the retune, 2 the first tactics, 3 tactics worth reading
 * (issue 25), 4 version 3 on salt-keyed dice (B37), all kept only to replay stored battles; 5 is current (B38).
 */
export type EngineVersion = 1 | 2 | 3 | 4 | 5;

/** [B27] A tactic an ant fights with; `balanced` is the default and neutral one. */
export type TacticId = "balanced" | "press" | "guard" | "feint";

/** [B27] The players' inputs for one turn: a tactic per ant id; an ant with no entry keeps its last tactic. */
export type BattleChoices = Readonly<Partial<Record<string, TacticId>>>;

/** [B27] One turn's choices as kept in the input log beside the seed. */
export interface BattleInputLogEntry {
  turn: number;
  choices: BattleChoices;
}

/** Version 1's numbers derived once from a fighter, its opponent and the arena (see v1/profile.ts). */
export interface CombatProfileV1 {
  initiative: number;
  hitChance: number;
  critChance: number;
  counterChance: number;
  followUpChance: number;
  /** Expected damage of a plain hit on this opponent before variance, fatigue and criticals. */
  baseDamage: number;
  restGain: number;
  fatiguePenalty: number;
  falterChance: number;
  collapseChance: number;
}

/** Version 2's numbers derived once from a fighter, its opponent and the arena; tactics apply on top per action. */
export interface CombatProfile {
  initiative: number;
  hitChance: number;
  critChance: number;
  counterChance: number;
  extraActionChance: number;
  /** Damage of a plain hit before variance, criticals, tactics, fatigue, the target's armor and resistance. */
  rawDamage: number;
  /** Flat damage the opponent's armor takes off each of this fighter's hits. */
  armorAgainst: number;
  /** Multiplier on damage this fighter takes after armor (resistance, vitality, spirit, hygiene). */
  damageTaken: number;
  /** Energy one full action costs. */
  actionCost: number;
  restGain: number;
  fatiguePenalty: number;
  falterChance: number;
  collapseChance: number;
  /** How much the tactic matchup favours this fighter when its tactic wins (intelligence). */
  tacticEdge: number;
}

/** One side of a running battle. */
export interface FighterState {
  fighter: Fighter;
  startHealth: number;
  health: number;
  energy: number;
  profile: CombatProfile | CombatProfileV1;
  /** [B27] The tactic in force (version 2); version 1 ignores it. */
  tactic: TacticId;
  /** [B32] Version 3: the tactic it fought with the turn before (what the other player was shown when choosing). */
  lastTactic?: TacticId;
}

/** Everything needed to continue a battle: plain JSON, safe to store and resume. */
export interface BattleState {
  /** [B28] Which engine plays this battle; a state without it is version 1. */
  version: EngineVersion;
  seed: number;
  /** [B37] One word up to version 3; four words (sfc32, keyed by the seed and the secret salt) from version 4. */
  rngState: RngState;
  arena: ArenaType;
  battleType: BattleType;
  startedAt: number;
  turnMs: number;
  turn: number;
  fighters: [FighterState, FighterState];
  log: BattleLogEntry[];
  /** [B27] The non-empty choices of each turn, in order: with the seed and input, they replay the battle. */
  inputLog: BattleInputLogEntry[];
  winnerAntId: string | null;
  loserAntId: string | null;
  endedBy: EndReason | null;
}

/** What createBattle and runBattle take. */
export interface BattleInput {
  seed: number;
  /**
   * [B37] The battle's secret salt (FD2, 64 hex digits): versions 4 and 5 key their dice with the seed and the salt.
   * Absent (simulations, tests), they key them with 32 zero bytes; the server always passes a battle's own.
   */
  salt?: string;
  fighters: [Fighter, Fighter];
  arena: ArenaType;
  battleType: BattleType;
  /** Start time in ms since the epoch, passed in by the caller. */
  startedAt: number;
  /** Milliseconds per turn, used only for log timestamps. */
  turnMs: number;
  /** [B28] Engine version; absent means the current ENGINE_VERSION. Stored battles replay with their own. */
  version?: EngineVersion;
}

/** The finished battle as the server stores it. */
export interface BattleResult {
  log: BattleLogEntry[];
  winnerAntId: string;
  loserAntId: string;
  winnerUserId: string;
  loserUserId: string;
  turns: number;
  finalHealth: Record<string, number>;
  finalEnergy: Record<string, number>;
  endedBy: EndReason;
  /** [B28] The engine version that played it. */
  version: EngineVersion;
  /** [B27] The non-empty choices per turn, to store beside the seed. */
  inputLog: BattleInputLogEntry[];
}
