// An arena tournament's games read as results: each player's wins and losses in order, and the standings ([TN10][TN11]).
import { type ArenaResult, arenaScore, arenaStandings } from "@antbrawl/rules/tournament/arena";
import type { EntryRow, MatchRow } from "./repository";

/** One entry's standing: TN11's points and place, the games played and the current streak of wins. */
export interface ArenaStanding {
  entry: EntryRow;
  points: number;
  games: number;
  streak: number;
  place: number;
}

/** [TN10] Each entry's results in the order its games were paired (decided games only). */
function arenaResultsOf(matches: readonly MatchRow[]): Map<string, ArenaResult[]> {
  const results = new Map<string, ArenaResult[]>();
  const ordered = [...matches].sort((a, b) => a.round - b.round || a.slot - b.slot);
  for (const match of ordered) {
    if (match.ended_by !== "battle" || match.winner_side === null) continue;
    [match.entry0_id, match.entry1_id].forEach((entryId, side) => {
      if (!entryId) return;
      const list = results.get(entryId) ?? [];
      list.push(side === match.winner_side ? "win" : "loss");
      results.set(entryId, list);
    });
  }
  return results;
}

/** [TN11] The standings of an arena's players (real entries still in), best first. */
export function arenaStandingsOf<T extends EntryRow>(
  entries: readonly T[],
  matches: readonly MatchRow[],
): (ArenaStanding & { entry: T })[] {
  const results = arenaResultsOf(matches);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return arenaStandings(entries.map((entry) => ({ id: entry.id, results: results.get(entry.id) ?? [] }))).flatMap(
    (row) => {
      const entry = byId.get(row.id);
      if (!entry) return [];
      const { streak } = arenaScore(results.get(row.id) ?? []);
      return [{ entry, points: row.points, games: row.games, streak, place: row.place }];
    },
  );
}

/** The games not decided yet (a live battle still running), by entry id → battle id. */
export function openGamesOf(matches: readonly MatchRow[]): Map<string, string> {
  const open = new Map<string, string>();
  for (const match of matches) {
    if (match.ended_by !== null || !match.battle_id) continue;
    for (const entryId of [match.entry0_id, match.entry1_id]) if (entryId) open.set(entryId, match.battle_id);
  }
  return open;
}
