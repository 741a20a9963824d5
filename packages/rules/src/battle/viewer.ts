// Numbers and helpers the battle viewers share: speeds, replay timing, log window, health bar colour.
import { HEALTH_MAX } from "../ant";
import type { BattleLogEntry } from "./types";

/** [B23] Milliseconds per turn for each battle speed (spec 001 §9). */
export const BATTLE_SPEEDS = { slow: 3000, normal: 1500, fast: 800 } as const;
/** One battle speed. */
export type BattleSpeed = keyof typeof BATTLE_SPEEDS;
/** [B23] Speeds in picker order. */
export const BATTLE_SPEED_NAMES = ["slow", "normal", "fast"] as const satisfies readonly BattleSpeed[];
/** [B23] Speed used when none is chosen. */
export const DEFAULT_BATTLE_SPEED: BattleSpeed = "normal";
/** [B24] A replay starts this long after it is opened. */
export const REPLAY_START_DELAY_MS = 2000;
/** [B24] The battle log view shows this many latest entries. */
export const LOG_VIEW_ENTRIES = 10;
/** [B25] Health bar is green above this percentage, yellow above the next, red otherwise. */
export const HEALTH_BAR_GREEN_ABOVE = 60;
export const HEALTH_BAR_YELLOW_ABOVE = 30;

/** A health bar colour. */
export type HealthBarColour = "green" | "yellow" | "red";

/** [B23] Milliseconds per turn for a speed. */
export function turnMsFor(speed: BattleSpeed): number {
  return BATTLE_SPEEDS[speed];
}

/** [B24] The last LOG_VIEW_ENTRIES entries, oldest first. */
export function visibleLog<T>(log: readonly T[]): T[] {
  return log.slice(-LOG_VIEW_ENTRIES);
}

/** [B25] green above 60%, yellow above 30%, red otherwise; `max` defaults to HEALTH_MAX. */
export function healthBarColour(health: number, max: number = HEALTH_MAX): HealthBarColour {
  const percent = max > 0 ? (health / max) * 100 : 0;
  if (percent > HEALTH_BAR_GREEN_ABOVE) return "green";
  if (percent > HEALTH_BAR_YELLOW_ABOVE) return "yellow";
  return "red";
}

/** Health and energy of one ant as a replay shows them. */
export interface ReplayGauge {
  health: number;
  energy: number;
}

/** [B26] Applies one log entry to the replay gauges: the target loses damage_dealt, the actor's energy moves by energy_delta. */
export function applyLogEntry(
  gauges: Readonly<Record<string, ReplayGauge>>,
  entry: BattleLogEntry,
): Record<string, ReplayGauge> {
  const next: Record<string, ReplayGauge> = {};
  for (const [id, gauge] of Object.entries(gauges)) next[id] = { ...gauge };
  const target = next[entry.target_id];
  if (target) target.health = Math.max(0, target.health - entry.damage_dealt);
  const actor = next[entry.ant_id];
  if (actor) actor.energy += entry.energy_delta;
  return next;
}
