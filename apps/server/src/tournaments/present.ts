// Tournaments as the API shows them: the list, and one tournament's rounds, standings and winners.
import type {
  TournamentDetail,
  TournamentMatch,
  TournamentSide,
  TournamentSummary,
} from "@antbrawl/protocol/tournaments";
import { roundPlaysAt } from "@antbrawl/rules/tournament/schedule";
import type { Db } from "../db/database";
import { arenaDetail } from "./present-arena";
import {
  type EntryRow,
  entriesOf,
  listTournaments,
  matchesOf,
  myEntries,
  registeredCounts,
  type TournamentRow,
} from "./repository";

const eth = (milli: number) => milli / 1000;
const LISTED_DAYS = 7;

export function summary(row: TournamentRow, registered: number, myAntId: string | null): TournamentSummary {
  const held = row.status === "registering" ? registered * row.entry_fee_milli : row.pool_milli;
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    status: row.status,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at ? row.ends_at.toISOString() : null,
    entry_fee: eth(row.entry_fee_milli),
    prize_pool: eth(held),
    registered,
    max_players: row.max_players,
    round_ms: row.round_ms,
    my_ant_id: myAntId,
  };
}

/** GET /api/tournaments: open and running tournaments, and those of the last week. */
export async function tournamentList(db: Db, callerId: string, now: Date): Promise<TournamentSummary[]> {
  const rows = await listTournaments(db, new Date(now.getTime() - LISTED_DAYS * 86_400_000));
  const ids = rows.map((row) => row.id);
  const counts = await registeredCounts(db, ids);
  const mine = await myEntries(db, callerId, ids);
  return rows.map((row) => summary(row, counts.get(row.id) ?? 0, mine.get(row.id) ?? null));
}

/** How a match ended as the API says it (null while undecided). */
export function endedBy(stored: string | null): TournamentMatch["ended_by"] {
  return stored === "battle" || stored === "bye" || stored === "cancelled" ? stored : null;
}

export function side(entry: (EntryRow & { username: string | null }) | undefined): TournamentSide | null {
  if (!entry) return null;
  return {
    user_id: entry.house ? null : entry.user_id,
    username: entry.house ? null : entry.username,
    ant_id: entry.ant_id,
    ant_name: entry.ant_name,
    house: entry.house,
    seed: entry.seed,
  };
}

/** GET /api/tournaments/{id}: the tournament, every round's matches, standings (rounds won) and the paid places. */
export async function tournamentDetail(db: Db, row: TournamentRow, callerId: string): Promise<TournamentDetail> {
  if (row.format === "arena") return arenaDetail(db, row, callerId);
  const entries = await entriesOf(db, row.id);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const real = entries.filter((entry) => !entry.house);
  const mine = real.find((entry) => entry.user_id === callerId);
  const matches = await matchesOf(db, row.id);
  const won = new Map<string, number>();
  const rounds = new Map<number, TournamentMatch[]>();
  for (const match of matches) {
    const ids = [match.entry0_id, match.entry1_id];
    const winnerId = match.winner_side === null ? null : ids[match.winner_side];
    if (winnerId) won.set(winnerId, (won.get(winnerId) ?? 0) + 1);
    const winner = winnerId ? byId.get(winnerId) : undefined;
    const listed = rounds.get(match.round) ?? [];
    listed.push({
      id: match.id,
      slot: match.slot,
      battle_id: match.battle_id,
      sides: ids.map((id) => side(id ? byId.get(id) : undefined)),
      winner_user_id: winner && !winner.house ? winner.user_id : null,
      winner_side: match.winner_side === 0 || match.winner_side === 1 ? match.winner_side : null,
      ended_by: endedBy(match.ended_by),
    });
    rounds.set(match.round, listed);
  }
  const seeded = entries.filter((entry) => row.status === "registering" || entry.seed !== null || !entry.house);
  const standings = seeded
    .map((entry) => ({
      user_id: entry.house ? null : entry.user_id,
      ant_id: entry.ant_id,
      ant_name: entry.ant_name,
      house: entry.house,
      points: won.get(entry.id) ?? 0,
      place: entry.place,
    }))
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || b.points - a.points || a.ant_name.localeCompare(b.ant_name));
  const winners = entries
    .filter((entry) => entry.prize_milli !== null && entry.place !== null)
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || (a.seed ?? 0) - (b.seed ?? 0))
    .map((entry) => ({
      place: entry.place ?? 0,
      user_id: entry.house ? null : entry.user_id,
      ant_id: entry.ant_id,
      ant_name: entry.ant_name,
      prize: eth(entry.prize_milli ?? 0),
    }));
  return {
    tournament: summary(row, real.length, mine?.ant_id ?? null),
    rounds: [...rounds].map(([number, list]) => ({
      number,
      plays_at: new Date(roundPlaysAt(row.starts_at.getTime(), number, row.round_ms)).toISOString(),
      matches: list,
    })),
    standings,
    winners,
  };
}
