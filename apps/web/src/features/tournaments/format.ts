// How tournament times and amounts read: a countdown to the start, ETH amounts, places.

/** "in 3 h 20 min", "in 45 s", or "now" once the time has come. */
export function countdown(toIso: string, nowMs: number): string {
  const left = Date.parse(toIso) - nowMs;
  if (left <= 0) return "now";
  const seconds = Math.ceil(left / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `in ${hours} h ${minutes} min`;
  if (minutes > 0) return `in ${minutes} min ${seconds % 60} s`;
  return `in ${seconds} s`;
}

/** An amount in ETH as the rest of the game shows it (up to three decimals). */
export function eth(amount: number): string {
  return `${Number(amount.toFixed(3))} ETH`;
}

/** "1st", "2nd", "3rd", "5th". */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${["th", "st", "nd", "rd"][place % 10] ?? "th"}`;
}

/** The name of a round counted from the end: Final, Semifinals, Quarterfinals, else "Round n". */
export function roundName(number: number, total: number): string {
  const fromEnd = total - number;
  if (fromEnd === 0) return "Final";
  if (fromEnd === 1) return "Semifinals";
  if (fromEnd === 2) return "Quarterfinals";
  return `Round ${number}`;
}
