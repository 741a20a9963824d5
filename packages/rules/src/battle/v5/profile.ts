// Version 5 profile: version 3's numbers, but an ant that enters the battle hurt braces its wounds (B38), so neglect's health loss bites evenly.
import { HEALTH_MAX } from "../../ant";
import type { ArenaType, CombatProfile, Fighter } from "../types";
import { buildProfileV3 } from "../v3/profile";

/**
 * [B38] Share of the missing starting health that comes off the damage the ant takes: a hurt ant takes
 * `1 − 0.75 × (1 − health / 100)` of the damage (×0.625 at 50 health). Measured on the neglect curve: 0.5 left a
 * 2.8-point step, 0.7 2.6, 0.75 2.5 (docs/balance-v3.md).
 */
export const WOUND_BRACE_V5 = 0.75;

/** [B38] The damage-taken factor of an ant that starts the battle with `health` (1 at full health; non-finite counts as full). */
export function woundBrace(health: number): number {
  const clamped = Number.isFinite(health) ? Math.min(HEALTH_MAX, Math.max(0, health)) : HEALTH_MAX;
  return 1 - WOUND_BRACE_V5 * (1 - clamped / HEALTH_MAX);
}

/** [B38] The version-5 combat profile: version 3's (B30), with the damage taken braced by the starting health. */
export function buildProfileV5(self: Fighter, opponent: Fighter, arena: ArenaType): CombatProfile {
  const profile = buildProfileV3(self, opponent, arena);
  return { ...profile, damageTaken: profile.damageTaken * woundBrace(self.health) };
}
