// The shapes of the top-down arena simulation: fighters, commands, the plain-JSON state and the result.
import type { Fighter } from "../battle/types";
import type { PrimaryStyle } from "../colony/style";
import type { RngState } from "../random";

/** [TD1] A fighter of the top-down arena: a battle fighter, with its optional skill levels (TR23, TD34). */
export type TopdownFighter = Fighter;

/** [TD1] What a fight starts from: it is a pure function of this and the command log. */
export interface TopdownInput {
  seed: number;
  /** [TD36] The fight's secret salt (64 hex digits): rules version 2 keys its dice by the seed and the salt. */
  salt?: string;
  fighters: [TopdownFighter, TopdownFighter];
  /** [TD35] Rules version; absent means the current TOPDOWN_RULES_VERSION. Stored fights replay with their own. */
  version?: number;
}

/** [TD30] One line of command chat: applied when the simulation computes tick `tick` (the tick after the one shown). */
export interface TopdownCommand {
  tick: number;
  antId: string;
  text: string;
}

/** [TD2] Phases of a fight (spec 001 §4): 3 s of preparation, fighting, finished. */
export type TopdownPhase = "preparing" | "fighting" | "finished";

/** [TD3] Combat states of an ant (spec 001 §4). */
export type CombatState = "idle" | "moving" | "attacking" | "charging" | "dodging" | "stunned" | "grappling";

/** [TD30] What a command keyword asks an ant to do. */
export type CommandKind = "attack" | "dodge" | "retreat" | "bite" | "throw" | "grapple" | "cover";

/** [TD20] What the tactical AI is going for at the moment (shown by the screen as the ant's plan). */
export type Intent =
  | "approach"
  | "bite"
  | "charge"
  | "throw"
  | "fetch_rock"
  | "grapple"
  | "cover"
  | "retreat"
  | "circle";

/** Kinds of actions counted in the result. */
export type ActionKind = "bite" | "charge" | "throw" | "grapple" | "dodge" | "pickup" | "counter";

/** Every action kind, in display order. */
export const ACTION_KINDS: readonly ActionKind[] = ["bite", "charge", "throw", "grapple", "dodge", "pickup", "counter"];

/** A command in force on one ant. */
export interface ActiveCommand {
  kind: CommandKind;
  /** Last tick (inclusive) the command steers the ant. */
  untilTick: number;
}

/** [TD5] Fixed numbers one ant fights with, derived once from its stats, needs, mood, equipment and skills. */
export interface TopdownProfile {
  /** Arena units per tick at a walk. */
  moveSpeed: number;
  /** Raw damage of a blow before spirit, the kind's scale, variance, crits, armor and toughness (battle B7 units). */
  rawDamage: number;
  /** Σ(stat − 10) over willpower, morale, happiness and loyalty; mood is added when a blow lands (B4). */
  spiritStats: number;
  /** Flat block this ant's armor takes off each blow it receives, before the kind's scale. */
  armorBlock: number;
  /** Share of damage this ant takes after armor, before spirit. */
  damageTaken: number;
  biteHit: number;
  critChance: number;
  counterChance: number;
  /** Multiplier on wind-ups and pauses after actions (speed and reflexes). */
  tempo: number;
  /** Multiplier on every action's energy cost. */
  costFactor: number;
  /** Energy regained per tick while standing (half while moving). */
  energyRegen: number;
  /** Per-tick chance to react to a threat with a dodge. */
  reaction: number;
  /** Chance a dodge avoids a blow, a charge or a rock. */
  evade: number;
  /** Grapple strength (hold and break free). */
  grip: number;
  /** Standard deviation of the throw's aim in radians. */
  aimError: number;
  /** Share of the target's movement a throw leads by. */
  lead: number;
  throwRange: number;
  /** Ticks between two bleed damage points. */
  bleedInterval: number;
  /** Multiplier on damage while carrying out a player's command (loyalty). */
  obedience: number;
  /** Noise on the AI's choice (lower is steadier; intelligence and discipline). */
  judgementNoise: number;
}

/** One ant in the arena. Health is a whole number; energy may be fractional. */
export interface TopdownAnt {
  antId: string;
  userId: string;
  name: string;
  style: PrimaryStyle;
  profile: TopdownProfile;
  x: number;
  y: number;
  /** Radians, 0 = +x. */
  facing: number;
  vx: number;
  vy: number;
  startHealth: number;
  health: number;
  energy: number;
  mood: number;
  state: CombatState;
  /** Ticks left in a timed state (attacking wind-up, charging, dodging, stunned, grappling); 0 otherwise. */
  stateTicks: number;
  /** Ticks before the ant may start another action. */
  cooldownTicks: number;
  /** Ticks before the ant may dodge again. */
  dodgeCooldownTicks: number;
  bleedingTicks: number;
  carriedRocks: number;
  motivationTicks: number;
  command: ActiveCommand | null;
  intent: Intent;
  /** The action being wound up while `attacking`. */
  pending: "bite" | "throw" | "grapple" | null;
  /** Where a dodge or charge is heading (unit vector) while it lasts. */
  dirX: number;
  dirY: number;
  /** True while the ant holds the other in a grapple (false for the one held). */
  holding: boolean;
  damageDealt: number;
  actions: Record<ActionKind, number>;
  /** Ticks spent hidden from the opponent behind an obstacle. */
  coverTicks: number;
  /** Ticks spent on a player's command. */
  commandTicks: number;
}

/** A round obstacle: blocks movement, rocks in flight and line of sight. */
export interface Obstacle {
  id: number;
  x: number;
  y: number;
  r: number;
}

/** A rock lying on the ground. */
export interface Rock {
  id: number;
  x: number;
  y: number;
}

/** A thrown rock in flight. */
export interface Projectile {
  id: number;
  ownerId: string;
  x: number;
  y: number;
  vx: number;
  vy: number;
  ticksLeft: number;
}

/** What happened during a tick, for effects on screen. */
export type TopdownEventKind =
  | "bite"
  | "miss"
  | "counter"
  | "charge"
  | "charge_hit"
  | "charge_miss"
  | "throw"
  | "rock_hit"
  | "rock_blocked"
  | "pickup"
  | "dodge"
  | "evade"
  | "stun"
  | "grapple"
  | "grapple_fail"
  | "squeeze"
  | "break_free"
  | "bleed"
  | "command"
  | "praise"
  | "knockout"
  | "time_up";

/** One event of the last tick. */
export interface TopdownEvent {
  kind: TopdownEventKind;
  antId: string;
  targetId?: string;
  /** Health lost, mood gained, or the command kind's duration. */
  amount?: number;
  /** The command kind, for a command event. */
  command?: CommandKind;
  x: number;
  y: number;
}

/** [TD4] How a fight ended. */
export type TopdownEndReason = "knockout" | "tick_cap";

/** [TD1] The whole fight: plain JSON, safe to store and resume. */
export interface TopdownState {
  /** [TD35] The rules version the fight runs under (a state saved without one is version 1). */
  version: number;
  seed: number;
  /** [TD36] The generator's state: one word (version 1) or four (version 2). */
  rngState: RngState;
  tick: number;
  phase: TopdownPhase;
  ants: [TopdownAnt, TopdownAnt];
  obstacles: Obstacle[];
  rocks: Rock[];
  projectiles: Projectile[];
  nextId: number;
  events: TopdownEvent[];
  winnerAntId: string | null;
  loserAntId: string | null;
  endedBy: TopdownEndReason | null;
  commandsApplied: number;
  commandsIgnored: number;
}

/** Final figures of one ant. */
export interface TopdownAntResult {
  antId: string;
  health: number;
  energy: number;
  healthLost: number;
  damageDealt: number;
  actions: Record<ActionKind, number>;
}

/** [TD4] The finished fight as the server stores it. */
export interface TopdownResult {
  winnerAntId: string;
  loserAntId: string;
  endedBy: TopdownEndReason;
  /** The tick the fight ended on (including the preparation). */
  ticks: number;
  ants: [TopdownAntResult, TopdownAntResult];
  finalHealth: Record<string, number>;
  finalEnergy: Record<string, number>;
  commandsApplied: number;
  commandsIgnored: number;
}

/** [TD35] One version of the rules: a new fight stamped with its version, and one tick computed in place. */
export interface TopdownRules {
  create(input: TopdownInput, version: number): TopdownState;
  advance(state: TopdownState, commands: readonly TopdownCommand[]): void;
}
