// In-game currency amounts as integer milli-units, shown as 'ETH' (a game balance, not real money).

/** [K1] 1 unit = 1000 milli-units; every amount in the rules is an integer number of milli-units. */
export const MILLI_PER_UNIT = 1000;
/** [K1] Display unit of the in-game balance (spec 001 §3). */
export const CURRENCY_UNIT = "ETH";
/** [K1] Most decimals an amount can have. */
export const MAX_DECIMALS = 3;

/** [K1] Units to milli-units, rounded to the nearest milli. */
export function toMilli(units: number): number {
  return Math.round(units * MILLI_PER_UNIT);
}

/** [K1] Milli-units to units (for JSON answers). */
export function fromMilli(milli: number): number {
  return milli / MILLI_PER_UNIT;
}

/** [K1] "0.095 ETH", "10 ETH": up to three decimals, trailing zeros dropped. */
export function formatAmount(milli: number): string {
  const sign = milli < 0 ? "-" : "";
  const abs = Math.abs(Math.round(milli));
  const whole = Math.floor(abs / MILLI_PER_UNIT);
  const fraction = String(abs % MILLI_PER_UNIT)
    .padStart(MAX_DECIMALS, "0")
    .replace(/0+$/, "");
  return `${sign}${whole}${fraction ? `.${fraction}` : ""} ${CURRENCY_UNIT}`;
}
