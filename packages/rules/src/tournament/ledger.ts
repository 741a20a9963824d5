// Entry fees and prizes as double-entry transactions: fees in = prizes out + house share ([TN8], [TN9]).
import { HOUSE_ACCOUNT, type LedgerTransaction, type Posting, playerAccount } from "../economy/ledger";
import type { Prize } from "./prizes";

/** [TN8] A tournament's pool account, holding the entry fees until the prizes are paid (or the fees refunded). */
export function poolAccount(tournamentId: string): string {
  return `escrow:tournament:${tournamentId}`;
}

/** [TN8] An entry fee: player → pool, once per registration (ref: the registration's id). */
export function entryFeeEntries(tournamentId: string, registrationId: string, userId: string, feeMilli: number) {
  return {
    kind: "entry_fee",
    ref: registrationId,
    postings: [
      { account: playerAccount(userId), amount: -feeMilli },
      { account: poolAccount(tournamentId), amount: feeMilli },
    ].filter((posting) => posting.amount !== 0),
  } satisfies LedgerTransaction;
}

/** [TN8] A withdrawal's (or a cancelled tournament's) refund: pool → player, once per registration. */
export function entryRefundEntries(tournamentId: string, registrationId: string, userId: string, feeMilli: number) {
  return {
    kind: "entry_refund",
    ref: registrationId,
    postings: [
      { account: poolAccount(tournamentId), amount: -feeMilli },
      { account: playerAccount(userId), amount: feeMilli },
    ].filter((posting) => posting.amount !== 0),
  } satisfies LedgerTransaction;
}

/**
 * [TN9] The payout, once per tournament (ref: its id): pool → each placed player's prize; the house share and the
 * prizes of house ants (`userId` null) go to the house account. Sums to zero when prizes + house = pool.
 */
export function prizeEntries(
  tournamentId: string,
  poolMilli: number,
  house: number,
  prizes: readonly (Prize & { userId: string | null })[],
): LedgerTransaction {
  const toHouse = house + prizes.filter((prize) => prize.userId === null).reduce((sum, p) => sum + p.milli, 0);
  const byAccount = new Map<string, number>();
  for (const prize of prizes) {
    if (prize.userId === null) continue;
    const account = playerAccount(prize.userId);
    byAccount.set(account, (byAccount.get(account) ?? 0) + prize.milli);
  }
  const postings: Posting[] = [
    { account: poolAccount(tournamentId), amount: -poolMilli },
    ...[...byAccount].map(([account, amount]) => ({ account, amount })),
    { account: HOUSE_ACCOUNT, amount: toHouse },
  ];
  return { kind: "prize", ref: tournamentId, postings: postings.filter((posting) => posting.amount !== 0) };
}
