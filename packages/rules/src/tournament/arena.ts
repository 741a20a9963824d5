// Arena tournament scoring (Lichess style): win 2, draw 1, loss 0, doubled on a streak of two wins ([TN10], [TN11]).

export type ArenaResult = "win" | "draw" | "loss";

/** [TN10] Points of a result before any streak bonus. */
export const ARENA_POINTS: Readonly<Record<ArenaResult, number>> = { win: 2, draw: 1, loss: 0 };
/** [TN10] Wins in a row after which every result scores double until the player fails to win. */
export const STREAK_WINS = 2;

/** [TN10] Points of one game, given how many games in a row the player won just before it. */
export function arenaPoints(result: ArenaResult, winsBefore: number): number {
  return ARENA_POINTS[result] * (winsBefore >= STREAK_WINS ? 2 : 1);
}

/** [TN10] A player's score over their games in order: points and the wins in a row at the end. */
export function arenaScore(results: readonly ArenaResult[]): { points: number; streak: number } {
  let points = 0;
  let streak = 0;
  for (const result of results) {
    points += arenaPoints(result, streak);
    streak = result === "win" ? streak + 1 : 0;
  }
  return { points, streak };
}

/** [TN11] Standings: points (highest first), then fewer games played, then id; equal points and games share a place. */
export function arenaStandings(
  players: readonly { id: string; results: readonly ArenaResult[] }[],
): { id: string; points: number; games: number; place: number }[] {
  const scored = players
    .map((player) => ({ id: player.id, points: arenaScore(player.results).points, games: player.results.length }))
    .sort((a, b) => b.points - a.points || a.games - b.games || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return scored.map((row, i) => {
    const first = scored.findIndex((other) => other.points === row.points && other.games === row.games);
    return { ...row, place: (first === -1 ? i : first) + 1 };
  });
}
