// An arena tournament as the API shows it: its waves of games, the live standings (TN10/TN11), the paid places and
// the caller's game in play.
import type { TournamentDetail, TournamentMatch } from "@antbrawl/protocol/tournaments";
import type { Db } from "../db/database";
import { arenaStandingsOf, openGamesOf } from "./arena-results";
import { endedBy, side, summary } from "./present";
import { entriesOf, matchesOf, type TournamentRow } from "./repository";

const eth = (milli: number) => milli / 1000;

/** GET /api/tournaments/{id} of an arena: waves as rounds, standings best first, winners once paid. */
export async function arenaDetail(db: Db, row: TournamentRow, callerId: string): Promise<TournamentDetail> {
  const entries = (await entriesOf(db, row.id)).filter((entry) => !entry.house);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const mine = entries.find((entry) => entry.user_id === callerId);
  const matches = await matchesOf(db, row.id);
  const waves = new Map<number, { at: number; matches: TournamentMatch[] }>();
  for (const match of matches) {
    const ids = [match.entry0_id, match.entry1_id];
    const winnerId = match.winner_side === null ? null : ids[match.winner_side];
    const wave = waves.get(match.round) ?? { at: match.played_at?.getTime() ?? row.starts_at.getTime(), matches: [] };
    wave.at = Math.min(wave.at, match.played_at?.getTime() ?? wave.at);
    wave.matches.push({
      id: match.id,
      slot: match.slot,
      battle_id: match.battle_id,
      sides: ids.map((id) => side(id ? byId.get(id) : undefined)),
      winner_user_id: winnerId ? (byId.get(winnerId)?.user_id ?? null) : null,
      winner_side: match.winner_side === 0 || match.winner_side === 1 ? match.winner_side : null,
      ended_by: endedBy(match.ended_by),
    });
    waves.set(match.round, wave);
  }
  const standings = arenaStandingsOf(entries, matches).map((standing) => ({
    user_id: standing.entry.user_id,
    username: standing.entry.username,
    ant_id: standing.entry.ant_id,
    ant_name: standing.entry.ant_name,
    house: false,
    points: standing.points,
    place: standing.place,
    games: standing.games,
    streak: standing.streak,
  }));
  const winners = entries
    .filter((entry) => entry.prize_milli !== null && entry.place !== null)
    .sort((a, b) => (b.prize_milli ?? 0) - (a.prize_milli ?? 0))
    .map((entry) => ({
      place: entry.place ?? 0,
      user_id: entry.user_id,
      ant_id: entry.ant_id,
      ant_name: entry.ant_name,
      prize: eth(entry.prize_milli ?? 0),
    }));
  return {
    tournament: summary(row, entries.length, mine?.ant_id ?? null),
    rounds: [...waves].map(([number, wave]) => ({
      number,
      plays_at: new Date(wave.at).toISOString(),
      matches: wave.matches,
    })),
    standings,
    winners,
    my_battle_id: mine ? (openGamesOf(matches).get(mine.id) ?? null) : null,
  };
}
