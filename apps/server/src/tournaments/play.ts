// Playing a bracket: one match at a time through the one settlement path, then the payout once the final is decided.
import type { Fighter } from "@antbrawl/rules/battle/types";
import { nextSlot, placeOfLoser, roundCount, walkover } from "@antbrawl/rules/tournament/bracket";
import { HOUSE_USER_ID } from "@antbrawl/rules/tournament/house";
import { prizeEntries } from "@antbrawl/rules/tournament/ledger";
import { splitPool } from "@antbrawl/rules/tournament/prizes";
import { insertBattle, newDice, settleBattle } from "../battles";
import { findAnt } from "../colony";
import type { Db } from "../db/database";
import type { Work } from "../events/units";
import { postTransaction } from "../ledger";
import { type EntryRow, entriesOf, type MatchRow, type TournamentRow, updateEntry, updateMatch } from "./repository";

/**
 * How a tournament match is fought: the two fighters as seeded, each side's choices made by its tactics AI (B35), whose
 * choices the settlement stores in the input log so the replay needs no AI. The one place that decides a match.
 */
async function fightMatch(
  work: Work,
  sides: readonly [EntryRow, EntryRow],
  now: Date,
): Promise<{ battleId: string; winnerSide: 0 | 1 }> {
  const battleId = crypto.randomUUID();
  await insertBattle(
    work.trx,
    {
      id: battleId,
      battle_type: "tournament",
      status: "in_progress",
      arena_type: "basic",
      battle_speed: "normal",
      challenger_id: sides[0].user_id,
      ...newDice(),
      started_at: now,
      created_at: now,
    },
    sides.map((entry, side) => {
      const fighter = entry.fighter as Fighter;
      return {
        battle_id: battleId,
        side,
        user_id: entry.user_id,
        ant_id: entry.ant_id,
        ant_name: entry.ant_name,
        appearance: JSON.stringify(entry.appearance),
        fighter: JSON.stringify(fighter),
        level: fighter.level,
        starting_health: fighter.health,
        starting_energy: fighter.energy,
        elo_before: entry.rating,
        created_at: now,
      };
    }),
  );
  const settled = await settleBattle(work, battleId, { kind: "engine", fighters: "snapshot", ai: true }, now);
  if (!settled) throw new Error(`Tournament battle ${battleId} was settled twice`);
  return { battleId, winnerSide: settled.result.winnerAntId === sides[0].ant_id ? 0 : 1 };
}

/** [TN5] Whether an entry shows for its match: a house ant always; a player's ant while it still exists. */
async function shows(trx: Db, entry: EntryRow): Promise<boolean> {
  if (entry.house) return true;
  if (entry.fighter === null) return false;
  return (await findAnt(trx, entry.user_id, entry.ant_id)) !== undefined;
}

/**
 * [TN5][TN6] Decides one match of a locked, running tournament: a bye when a side does not show, else the battle;
 * the loser is placed, the winner moves on (or, after the final, is placed first).
 */
export async function decideMatch(work: Work, tournament: TournamentRow, match: MatchRow, now: Date): Promise<void> {
  const entries = new Map((await entriesOf(work.trx, tournament.id)).map((entry) => [entry.id, entry]));
  const first = match.entry0_id ? entries.get(match.entry0_id) : undefined;
  const second = match.entry1_id ? entries.get(match.entry1_id) : undefined;
  if (!first || !second) throw new Error(`Match ${match.id} has an empty seat in a round that plays`);
  const bye = walkover([await shows(work.trx, first), await shows(work.trx, second)]);
  const decided: { winnerSide: 0 | 1; battleId?: string } = bye ?? (await fightMatch(work, [first, second], now));
  const winner = decided.winnerSide === 0 ? first : second;
  const loser = winner === first ? second : first;
  const key = { tournamentId: tournament.id, round: match.round, slot: match.slot };
  await updateMatch(work.trx, key, {
    battle_id: decided.battleId ?? null,
    winner_side: decided.winnerSide,
    ended_by: bye ? "bye" : "battle",
    played_at: now,
  });
  const size = tournament.size ?? 2;
  await updateEntry(work.trx, loser.id, { place: placeOfLoser(size, match.round) });
  const final = match.round === roundCount(size);
  // [A4] Bracket Climber counts matches won in battle (a bye is no win); Tournament Champion the bracket's winner.
  const progress = [
    ...(bye ? [] : [{ kind: "tournament_match_won" as const }]),
    ...(final ? [{ kind: "tournament_won" as const }] : []),
  ];
  if (!winner.house && progress.length > 0) {
    await work.raise({ type: "player.progressed", userId: winner.user_id, progress, at: now, announce: true });
  }
  if (final) {
    await updateEntry(work.trx, winner.id, { place: 1 });
    return;
  }
  const next = nextSlot(match.slot);
  await updateMatch(
    work.trx,
    { tournamentId: tournament.id, round: match.round + 1, slot: next.match },
    next.side === 0 ? { entry0_id: winner.id } : { entry1_id: winner.id },
  );
}

/**
 * [TN7][TN9] Pays a finished bracket once: the pool split among places 1, 2, 3, 3 (the semifinal losers by slot),
 * each prize recorded on its entry, one `prize` transaction (a second post does nothing); house ants' prizes go to
 * the house.
 */
export async function payPrizes(trx: Db, tournament: TournamentRow, now: Date): Promise<void> {
  const { house, prizes } = splitPool(tournament.pool_milli, tournament.size ?? 2);
  const placed = (await entriesOf(trx, tournament.id))
    .filter((entry) => entry.place !== null && entry.place <= 3)
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || (a.seed ?? 0) - (b.seed ?? 0));
  const paid = prizes.flatMap((prize, i) => {
    const entry = placed[i];
    return entry ? [{ ...prize, entry }] : [];
  });
  for (const { entry, milli } of paid) await updateEntry(trx, entry.id, { prize_milli: milli });
  if (tournament.pool_milli === 0) return;
  const unpaid = prizes.slice(paid.length).reduce((sum, prize) => sum + prize.milli, 0);
  const winners = paid.map(({ entry, place, milli }) => ({
    place,
    milli,
    userId: entry.house || entry.user_id === HOUSE_USER_ID ? null : entry.user_id,
  }));
  await postTransaction(trx, prizeEntries(tournament.id, tournament.pool_milli, house + unpaid, winners), now);
}
