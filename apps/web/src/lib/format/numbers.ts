// The one way numbers are rounded on screen: whole percents rounded down (49.6% health reads 49%, as the 50%+ bar sees
// it), stats with one decimal, any other figure with at most two decimals, and numbers inside server texts (battle
// log lines) tidied to at most two decimals.

/** A percentage (0..100) as a whole number, rounded down; 0 for a missing value. */
export function wholePercent(value: number): number {
  return Number.isFinite(value) ? Math.floor(Math.min(100, Math.max(0, value)) + 1e-9) : 0;
}

/** '46%'. */
export function formatPercent(value: number): string {
  return `${wholePercent(value)}%`;
}

/** A number with at most `decimals` decimals (default two), trailing zeros dropped: 28.25, 10.1, 9. */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return "0";
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** A stat (1..20): one decimal when not whole ('10.1', '9'). */
export function formatStat(value: number): string {
  return formatNumber(value, 1);
}

const LONG_DECIMAL = /-?\d+\.\d{3,}/g;

/** A text with every number of more than two decimals rounded ('for 28.250436898148152 damage' → 'for 28.25 damage'). */
export function tidyNumbers(text: string): string {
  return text.replace(LONG_DECIMAL, (match) => formatNumber(Number(match)));
}
