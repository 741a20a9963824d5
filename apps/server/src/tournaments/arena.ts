// Arena tournaments (Lichess style) on the server: the start, each wave of live games, the results the live rooms
// settled, and the end with the top three paid once ([TN16]–[TN20]). Every function runs under the tournament's lock.
import { type ArenaWaiter, arenaPairing, arenaWave, splitArenaPool } from "@antbrawl/rules/tournament/arena-wave";
import { MIN_BRACKET_ENTRANTS } from "@antbrawl/rules/tournament/bracket";
import { prizeEntries } from "@antbrawl/rules/tournament/ledger";
import { atFullStrength } from "@antbrawl/rules/tournament/strength";
import { createLiveBattles } from "../arena";
import { findBattles, readinessOf } from "../battles";
import { currentVitals, lockAnts, markAntsInBattle } from "../colony";
import type { Db } from "../db/database";
import { postTransaction } from "../ledger";
import { arenaStandingsOf, openGamesOf } from "./arena-results";
import {
  type EntryRow,
  entriesOf,
  insertMatches,
  type MatchRow,
  type TournamentRow,
  updateEntry,
  updateMatch,
  updateTournament,
} from "./repository";
import { cancelTournament } from "./start";

/** Who of the given players is online now (on any node). */
export type OnlineOf = (userIds: readonly string[]) => Promise<Set<string>>;

/** [TN16][TN2] Starts a registering arena at its start: fewer than two entrants cancel it with refunds. */
export async function startArena(trx: Db, tournament: TournamentRow, now: Date): Promise<void> {
  const entries = (await entriesOf(trx, tournament.id)).filter((entry) => !entry.house);
  if (entries.length < MIN_BRACKET_ENTRANTS) return cancelTournament(trx, tournament, entries, now);
  const pool = entries.reduce((sum, entry) => sum + entry.fee_milli, 0);
  await updateTournament(trx, tournament.id, { status: "running", size: entries.length, pool_milli: pool });
}

/**
 * [TN18] Records the games whose live battle the one settlement path has settled since the last look: the winner's
 * side and the end time. A battle that ended without a result (cancelled) scores for nobody. Answers how many, and the
 * users who won them.
 */
export async function collectArenaResults(
  trx: Db,
  tournament: TournamentRow,
  matches: MatchRow[],
): Promise<{ recorded: number; winners: string[] }> {
  const open = matches.filter((match) => match.ended_by === null && match.battle_id !== null);
  const battles = new Map(
    (
      await findBattles(
        trx,
        open.map((m) => m.battle_id as string),
      )
    ).map((b) => [b.id, b]),
  );
  const entries = new Map((await entriesOf(trx, tournament.id)).map((entry) => [entry.id, entry]));
  let recorded = 0;
  const winners: string[] = [];
  for (const match of open) {
    const battle = battles.get(match.battle_id as string);
    if (battle && battle.status === "in_progress") continue;
    const first = match.entry0_id ? entries.get(match.entry0_id) : undefined;
    const completed = battle?.status === "completed" && battle.winner_ant_id !== null;
    const changes = completed
      ? { winner_side: battle.winner_ant_id === first?.ant_id ? 0 : 1, ended_by: "battle" }
      : { ended_by: "cancelled" };
    const played_at = battle?.completed_at ?? tournament.starts_at;
    await updateMatch(
      trx,
      { tournamentId: tournament.id, round: match.round, slot: match.slot },
      {
        ...changes,
        played_at,
      },
    );
    Object.assign(match, changes, { played_at });
    recorded += 1;
    const winner = completed
      ? entries.get((changes.winner_side === 0 ? match.entry0_id : match.entry1_id) ?? "")
      : null;
    if (winner) winners.push(winner.user_id);
  }
  return { recorded, winners };
}

/** [TN17] Each entry's last decided game: its end (the wait starts there) and the opponent's user. */
function lastGames(matches: readonly MatchRow[], entries: ReadonlyMap<string, EntryRow>) {
  const last = new Map<string, { endedAt: number; opponentId: string | null }>();
  for (const match of matches) {
    if (match.ended_by === null) continue;
    const ends = match.played_at?.getTime() ?? 0;
    const ids = [match.entry0_id, match.entry1_id];
    ids.forEach((entryId, side) => {
      if (!entryId || (last.get(entryId)?.endedAt ?? -1) > ends) return;
      const opponent = ids[1 - side];
      last.set(entryId, { endedAt: ends, opponentId: opponent ? (entries.get(opponent)?.user_id ?? null) : null });
    });
  }
  return last;
}

/**
 * [TN17][TN18] One wave: every registered player who is online, not in a game of this arena and whose ant is free
 * (not in battle, training or treatment; its health does not matter, TN21) is paired by TN17, and each pair starts a live battle of
 * type `tournament` (no stake, no rating) with its ants claimed, in this transaction. Answers the battles to begin
 * after commit.
 */
export async function pairArenaWave(
  trx: Db,
  tournament: TournamentRow,
  matches: readonly MatchRow[],
  onlineOf: OnlineOf,
  now: Date,
): Promise<string[]> {
  const ends = tournament.ends_at?.getTime() ?? 0;
  if (!arenaPairing(tournament.starts_at.getTime(), ends, now.getTime())) return [];
  const entries = (await entriesOf(trx, tournament.id)).filter((entry) => !entry.house);
  const busy = openGamesOf(matches);
  const idle = entries.filter((entry) => !busy.has(entry.id));
  const online = await onlineOf([...new Set(idle.map((entry) => entry.user_id))]);
  const candidates = idle.filter((entry) => online.has(entry.user_id));
  const ants = new Map(
    (
      await lockAnts(
        trx,
        candidates.map((entry) => entry.ant_id),
      )
    ).map((row) => [row.id, row]),
  );
  const last = lastGames(matches, new Map(entries.map((entry) => [entry.id, entry])));
  const waiting: ArenaWaiter[] = [];
  for (const entry of candidates) {
    const ant = ants.get(entry.ant_id);
    if (!ant || ant.owner_id !== entry.user_id || ant.is_in_battle || ant.is_training) continue;
    if (!readinessOf(ant, atFullStrength(currentVitals(ant, now)), "server", now).ready) continue;
    const previous = last.get(entry.id);
    waiting.push({
      entryId: entry.id,
      userId: entry.user_id,
      antId: entry.ant_id,
      rating: ant.elo_rating,
      waitingSince: previous?.endedAt ?? tournament.starts_at.getTime(),
      lastOpponentId: previous?.opponentId ?? null,
    });
  }
  const pairs = arenaWave(waiting, now.getTime());
  if (pairs.length === 0) return [];
  await markAntsInBattle(
    trx,
    pairs.flatMap((pair) => pair.map((side) => side.antId)),
    now,
  );
  const made = await createLiveBattles(
    trx,
    pairs.map(([a, b]) => ({
      battleType: "tournament" as const,
      stakeMilli: 0,
      sides: [
        { userId: a.userId, antId: a.antId },
        { userId: b.userId, antId: b.antId },
      ] as const,
      now,
    })),
    { requireReady: false },
  );
  const wave = tournament.rounds_played + 1;
  const battleIds = made.map((result) => {
    if ("refused" in result) throw new Error(`An arena game was refused: ${result.refused}`);
    return result.battleId;
  });
  await insertMatches(
    trx,
    pairs.map(([a, b], slot) => ({
      tournament_id: tournament.id,
      round: wave,
      slot,
      id: crypto.randomUUID(),
      entry0_id: a.entryId,
      entry1_id: b.entryId,
      battle_id: battleIds[slot] ?? null,
      played_at: now,
    })),
  );
  await updateTournament(trx, tournament.id, { rounds_played: wave });
  return battleIds;
}

/**
 * [TN19][TN20] Ends an arena whose window is over and whose last game is decided: every player with a game is placed
 * by TN11, the top three are paid from the pool in one `prize` transaction (the house keeps its share and any prize
 * nobody placed for), and the tournament is finished. Answers null while a game still runs, else the winner's user id
 * (none when nobody played).
 */
export async function finishArena(
  trx: Db,
  tournament: TournamentRow,
  matches: readonly MatchRow[],
  now: Date,
): Promise<{ championId: string | null } | null> {
  if (now.getTime() < (tournament.ends_at?.getTime() ?? 0) || openGamesOf(matches).size > 0) return null;
  const entries = (await entriesOf(trx, tournament.id)).filter((entry) => !entry.house);
  const placed = arenaStandingsOf(entries, [...matches]).filter((row) => row.games > 0);
  const { house, prizes } = splitArenaPool(tournament.pool_milli, placed.length);
  const paid = prizes.flatMap((prize, i) => {
    const row = placed[i];
    return row ? [{ ...prize, entry: row.entry }] : [];
  });
  for (const [i, row] of placed.entries()) {
    await updateEntry(trx, row.entry.id, { place: row.place, prize_milli: paid[i]?.milli ?? null });
  }
  if (tournament.pool_milli > 0) {
    const unpaid = prizes.slice(paid.length).reduce((sum, prize) => sum + prize.milli, 0);
    const winners = paid.map(({ entry, place, milli }) => ({ place, milli, userId: entry.user_id }));
    await postTransaction(trx, prizeEntries(tournament.id, tournament.pool_milli, house + unpaid, winners), now);
  }
  await updateTournament(trx, tournament.id, { status: "finished", lease_owner: null, lease_until: null });
  return { championId: placed[0]?.entry.user_id ?? null };
}
