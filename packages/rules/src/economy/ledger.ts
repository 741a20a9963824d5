// Double-entry postings for grants and battle stakes: every transaction's postings sum to zero.
import { settlePot } from "./pot";
import { OPENING_GRANT_MILLI } from "./stake";

/** [K6] The house account that collects its share of each pot. */
export const HOUSE_ACCOUNT = "house";
/** [K6] The source of opening grants; its balance is minus everything granted. */
export const ISSUANCE_ACCOUNT = "issuance";

/** [K6] A player's balance account. */
export function playerAccount(userId: string): string {
  return `player:${userId}`;
}

/** [K6] A battle's escrow account, holding the stakes until the battle ends. */
export function escrowAccount(battleId: string): string {
  return `escrow:${battleId}`;
}

/** One line of a transaction: a signed amount in milli-units (positive raises the account's balance). */
export interface Posting {
  account: string;
  amount: number;
}

/** A balanced set of postings with what caused it. */
export interface LedgerTransaction {
  kind:
    | "grant"
    | "hold"
    | "settle"
    | "refund"
    | "purchase"
    | "repair"
    | "treatment"
    | "skill_reset"
    | "entry_fee"
    | "entry_refund"
    | "prize";
  /** The user id (grant), battle id (hold, settle, refund), item or ant (purchase, repair, treatment) or ant and reset number (skill_reset) it belongs to. */
  ref: string;
  postings: Posting[];
}

/** The stakes of a battle, one per side, in milli-units. */
export interface BattleStakes {
  battleId: string;
  stakes: readonly [{ userId: string; stakeMilli: number }, { userId: string; stakeMilli: number }];
}

/** What happens to a battle's stakes. */
export type BattleLedgerEvent = { kind: "hold" } | { kind: "settle"; winnerUserId: string } | { kind: "refund" };

function compact(postings: Posting[]): Posting[] {
  return postings.filter((posting) => posting.amount !== 0);
}

/** [K4][K6] The opening grant: issuance → player. */
export function grantEntries(userId: string, amountMilli: number = OPENING_GRANT_MILLI): LedgerTransaction {
  return {
    kind: "grant",
    ref: userId,
    postings: compact([
      { account: ISSUANCE_ACCOUNT, amount: -amountMilli },
      { account: playerAccount(userId), amount: amountMilli },
    ]),
  };
}

/**
 * [K6] Postings for a battle event: hold (each player → escrow, at creation), settle (escrow → winner 95%,
 * escrow → house 5%) or refund (escrow → each player, for a cancelled battle). Zero amounts are left out.
 */
export function ledgerEntriesForBattle(battle: BattleStakes, event: BattleLedgerEvent): LedgerTransaction {
  const escrow = escrowAccount(battle.battleId);
  const [a, b] = battle.stakes;
  const pot = a.stakeMilli + b.stakeMilli;
  let postings: Posting[];
  if (event.kind === "hold") {
    postings = [a, b].flatMap((side) => [
      { account: playerAccount(side.userId), amount: -side.stakeMilli },
      { account: escrow, amount: side.stakeMilli },
    ]);
  } else if (event.kind === "refund") {
    postings = [
      { account: escrow, amount: -pot },
      ...[a, b].map((side) => ({ account: playerAccount(side.userId), amount: side.stakeMilli })),
    ];
  } else {
    if (event.winnerUserId !== a.userId && event.winnerUserId !== b.userId) {
      throw new RangeError("The winner must be one of the battle's players");
    }
    const split = settlePot(a.stakeMilli, b.stakeMilli);
    postings = [
      { account: escrow, amount: -split.pot },
      { account: playerAccount(event.winnerUserId), amount: split.winnerPayout },
      { account: HOUSE_ACCOUNT, amount: split.house },
    ];
  }
  return { kind: event.kind, ref: battle.battleId, postings: compact(postings) };
}

/** [K6] Sum of a posting list (0 for every transaction this module makes). */
export function sumPostings(postings: readonly Posting[]): number {
  return postings.reduce((sum, posting) => sum + posting.amount, 0);
}

/** [K6] Balances after applying postings; the input is not changed. */
export function applyPostings(
  balances: Readonly<Record<string, number>>,
  postings: readonly Posting[],
): Record<string, number> {
  const next = { ...balances };
  for (const posting of postings) next[posting.account] = (next[posting.account] ?? 0) + posting.amount;
  return next;
}
