// Stakes: the 0–100 range in 0.1 steps, ranked only, and never more than the player holds.
import type { BattleType } from "../battle/types";
import { MILLI_PER_UNIT } from "./money";

/** [K2] Largest stake, in milli-units (100 ETH). */
export const STAKE_MAX_MILLI = 100 * MILLI_PER_UNIT;
/** [K2] Stakes move in steps of 0.1 (100 milli-units). */
export const STAKE_STEP_MILLI = 100;
/** [K2] The stake field starts at 0. */
export const DEFAULT_STAKE_MILLI = 0;
/** [K2] The live arena's ranked queue stakes 0.1 (spec 000 §9). */
export const LIVE_RANKED_STAKE_MILLI = 100;
/** [K4] Every player starts with 10 ETH of in-game balance. */
export const OPENING_GRANT_MILLI = 10 * MILLI_PER_UNIT;

/** [K2][K3] Stake messages. */
export const STAKE_MESSAGES = {
  range: "Stake must be between 0 and 100 in steps of 0.1",
  rankedOnly: "Only Ranked battles can have a stake",
  insufficient: "Not enough ETH for this stake",
} as const;

/** A checked stake in milli-units, or the message to show. */
export type StakeCheck = { ok: true; milli: number } | { ok: false; message: string };

/** [K2] A stake given in units (as the form sends it): finite, 0..100, a multiple of 0.1. */
export function parseStake(units: number): StakeCheck {
  if (typeof units !== "number" || !Number.isFinite(units)) return { ok: false, message: STAKE_MESSAGES.range };
  const steps = Math.round((units * MILLI_PER_UNIT) / STAKE_STEP_MILLI);
  const exact = Math.abs(units * MILLI_PER_UNIT - steps * STAKE_STEP_MILLI) < 1e-6;
  const milli = steps * STAKE_STEP_MILLI;
  if (!exact || milli < 0 || milli > STAKE_MAX_MILLI) return { ok: false, message: STAKE_MESSAGES.range };
  return { ok: true, milli };
}

/** [K2] parseStake plus the battle type: quick, friendly and self battles must stake 0. */
export function validateStake(units: number, battleType: BattleType): StakeCheck {
  const parsed = parseStake(units);
  if (!parsed.ok) return parsed;
  if (battleType !== "ranked" && parsed.milli !== 0) return { ok: false, message: STAKE_MESSAGES.rankedOnly };
  return parsed;
}

/** [K3] A stake (milli) is allowed only when the balance (milli) covers it: 'Not enough ETH for this stake'. */
export function canStake(balanceMilli: number, stakeMilli: number): { ok: true } | { ok: false; message: string } {
  if (stakeMilli <= balanceMilli) return { ok: true };
  return { ok: false, message: STAKE_MESSAGES.insufficient };
}
