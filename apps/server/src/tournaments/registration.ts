// Registering a ready ant for a tournament (its entry fee held in the ledger) and withdrawing it before the start.
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { levelFor } from "@antbrawl/rules/colony/level";
import { playerAccount } from "@antbrawl/rules/economy/ledger";
import { entryFeeEntries, entryRefundEntries } from "@antbrawl/rules/tournament/ledger";
import { registrationRefusal, TOURNAMENT_TEXTS } from "@antbrawl/rules/tournament/registration";
import { readinessOf } from "../battles";
import { currentVitals } from "../colony";
import type { Db } from "../db/database";
import { ensureOpeningGrant, lockAccounts, postTransaction } from "../ledger";
import { conflict, notFound } from "../lib/domain-error";
import { settleOwnedAnt } from "../training";
import { activeEntryOf, insertEntries, lockTournament, registeredCounts, updateEntry } from "./repository";

const eth = (milli: number) => milli / 1000;

/**
 * [TN14][TN8] Registers the caller's ant: under the tournament's lock (parallel registrations queue here, so the
 * checks and the count hold), 404 for an unknown tournament or an ant that is not the caller's, then the refusals of
 * TN14 in order (409); otherwise stores the entry and moves the fee player → pool in the same transaction.
 */
export async function registerAnt(db: Db, callerId: string, tournamentId: string, antId: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const tournament = await lockTournament(trx, tournamentId);
    if (!tournament) throw notFound(TOURNAMENT_TEXTS.notFound);
    const ant = await settleOwnedAnt(trx, callerId, antId, now);
    if (!ant) throw notFound(COLONY_ERRORS.antNotFound);
    await ensureOpeningGrant(trx, callerId, now);
    const balances = await lockAccounts(trx, [playerAccount(callerId)]);
    const readiness = readinessOf(ant, currentVitals(ant, now), "server", now);
    const refusal = registrationRefusal({
      status: tournament.status,
      registered: (await registeredCounts(trx, [tournamentId])).get(tournamentId) ?? 0,
      maxPlayers: tournament.max_players,
      alreadyIn: (await activeEntryOf(trx, tournamentId, callerId)) !== undefined,
      notReady: readiness.ready ? null : readiness.message,
      balanceMilli: balances.get(playerAccount(callerId)) ?? 0,
      feeMilli: tournament.entry_fee_milli,
    });
    if (refusal) throw conflict(refusal);
    const entryId = crypto.randomUUID();
    await insertEntries(trx, [
      {
        id: entryId,
        tournament_id: tournamentId,
        user_id: callerId,
        ant_id: ant.id,
        ant_name: ant.name,
        rating: ant.elo_rating,
        level: levelFor(ant.total_experience),
        fee_milli: tournament.entry_fee_milli,
        registered_at: now,
      },
    ]);
    if (tournament.entry_fee_milli > 0) {
      await postTransaction(trx, entryFeeEntries(tournamentId, entryId, callerId, tournament.entry_fee_milli), now);
    }
    return {
      tournament_id: tournamentId,
      ant_id: ant.id,
      entry_fee: eth(tournament.entry_fee_milli),
      message: `${ant.name} is registered for ${tournament.name}`,
    };
  });
}

/** [TN14][TN8] Withdraws the caller's registration before the start: 404 when none, 409 once started; fee refunded. */
export async function withdrawAnt(db: Db, callerId: string, tournamentId: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const tournament = await lockTournament(trx, tournamentId);
    if (!tournament) throw notFound(TOURNAMENT_TEXTS.notFound);
    const entry = await activeEntryOf(trx, tournamentId, callerId);
    if (!entry) throw notFound(TOURNAMENT_TEXTS.notRegistered);
    if (tournament.status !== "registering") throw conflict(TOURNAMENT_TEXTS.closed);
    await updateEntry(trx, entry.id, { withdrawn_at: now });
    if (entry.fee_milli > 0) {
      await postTransaction(trx, entryRefundEntries(tournamentId, entry.id, callerId, entry.fee_milli), now);
    }
    return {
      tournament_id: tournamentId,
      refunded: eth(entry.fee_milli),
      message: `${entry.ant_name} withdrew from ${tournament.name}`,
    };
  });
}
