// The start of a bracket: seeding, house ants for the empty seats, every round's matches; or a cancel with refunds.
import { levelFor } from "@antbrawl/rules/colony/level";
import { MIN_BRACKET_ENTRANTS, matchesInRound, roundCount, seatBracket } from "@antbrawl/rules/tournament/bracket";
import { houseFighter } from "@antbrawl/rules/tournament/house";
import { entryRefundEntries } from "@antbrawl/rules/tournament/ledger";
import { atFullStrength } from "@antbrawl/rules/tournament/strength";
import { newDice, participantFor } from "../battles";
import { currentVitals } from "../colony";
import type { Db } from "../db/database";
import { postTransactions } from "../ledger";
import { lockSettledAnt } from "../training";
import {
  type EntryRow,
  entriesOf,
  insertEntries,
  insertMatches,
  type TournamentRow,
  updateEntry,
  updateTournament,
} from "./repository";

const HOUSE_APPEARANCE = JSON.stringify({ color: "#2F2F2F", pattern: "solid", size: 1, battle_scars: [] });

/** [TN2][TN8] Fewer than two entrants: the tournament is cancelled and each fee goes back (once per registration). */
export async function cancelTournament(
  trx: Db,
  tournament: TournamentRow,
  entries: readonly EntryRow[],
  now: Date,
): Promise<void> {
  await updateTournament(trx, tournament.id, { status: "cancelled", ends_at: now });
  const refunds = entries
    .filter((entry) => entry.fee_milli > 0)
    .map((entry) => entryRefundEntries(tournament.id, entry.id, entry.user_id, entry.fee_milli));
  await postTransactions(trx, refunds, now);
}

/**
 * [TN1]–[TN4][TN15] Starts a locked, registering tournament: each entrant's ant is snapshot as a fighter (rating and
 * level as they are now; an ant deleted since registering keeps no fighter and will not show, TN5), the bracket is
 * seeded, house ants fill the empty seats, and every round's matches are stored (round 1 filled, later rounds
 * empty). The fees held become the pool.
 */
export async function startBracket(trx: Db, tournament: TournamentRow, now: Date): Promise<void> {
  const entries = (await entriesOf(trx, tournament.id)).filter((entry) => !entry.house);
  if (entries.length < MIN_BRACKET_ENTRANTS) return cancelTournament(trx, tournament, entries, now);
  const seeding = [];
  for (const entry of entries) {
    const row = await lockSettledAnt(trx, entry.ant_id, now);
    const owned = row && row.owner_id === entry.user_id ? row : undefined;
    const side = owned
      ? await participantFor(
          trx,
          "",
          0,
          { row: owned, vitals: atFullStrength(currentVitals(owned, now)) },
          {
            isDefender: false,
            stakeMilli: 0,
            at: now,
          },
        )
      : undefined;
    seeding.push({
      entry,
      side,
      id: entry.id,
      rating: owned?.elo_rating ?? entry.rating,
      level: owned ? levelFor(owned.total_experience) : entry.level,
      registeredAt: entry.registered_at.getTime(),
    });
  }
  const seats = seatBracket(seeding);
  const seatEntry: string[] = [];
  const houses = [];
  for (const seat of seats) {
    if (seat.kind === "entrant") {
      const { entry, side } = seat.entrant;
      await updateEntry(trx, entry.id, {
        seed: seat.seed,
        rating: seat.entrant.rating,
        level: seat.entrant.level,
        fighter: side ? String(side.fighter) : null,
        appearance: side ? String(side.appearance) : null,
      });
      seatEntry.push(entry.id);
      continue;
    }
    const fighter = houseFighter(tournament.id, seat.seed, seat.level, newDice().seed);
    const id = crypto.randomUUID();
    houses.push({
      id,
      tournament_id: tournament.id,
      user_id: fighter.userId,
      ant_id: fighter.antId,
      ant_name: fighter.name,
      house: true,
      rating: 1000,
      level: fighter.level,
      registered_at: now,
      seed: seat.seed,
      fighter: JSON.stringify(fighter),
      appearance: HOUSE_APPEARANCE,
    });
    seatEntry.push(id);
  }
  await insertEntries(trx, houses);
  const size = seats.length;
  const matches = [];
  for (let round = 1; round <= roundCount(size); round += 1) {
    for (let slot = 0; slot < matchesInRound(size, round); slot += 1) {
      matches.push({
        tournament_id: tournament.id,
        round,
        slot,
        id: crypto.randomUUID(),
        entry0_id: round === 1 ? (seatEntry[2 * slot] ?? null) : null,
        entry1_id: round === 1 ? (seatEntry[2 * slot + 1] ?? null) : null,
      });
    }
  }
  await insertMatches(trx, matches);
  const pool = entries.reduce((sum, entry) => sum + entry.fee_milli, 0);
  await updateTournament(trx, tournament.id, { status: "running", size, pool_milli: pool, rounds_played: 0 });
}
