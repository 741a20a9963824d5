// Players' in-game balances: the opening grant at first use, and holding, settling or refunding a battle's stakes.
import { type BattleStakes, grantEntries, ledgerEntriesForBattle, playerAccount } from "@antbrawl/rules/economy/ledger";
import { type PotSplit, settlePot } from "@antbrawl/rules/economy/pot";
import type { Db } from "../db/database";
import { accountBalance, postTransaction, postTransactions } from "./repository";

/** One side of a battle as the ledger needs it: who staked how much. */
export interface StakedSide {
  user_id: string;
  stake_milli: number;
}

/** The stakes of a battle as the ledger sees them. */
export function stakesOf(battleId: string, sides: readonly StakedSide[]): BattleStakes {
  const [a, b] = sides;
  if (!a || !b) throw new Error(`Battle ${battleId} does not have two sides`);
  return {
    battleId,
    stakes: [
      { userId: a.user_id, stakeMilli: a.stake_milli },
      { userId: b.user_id, stakeMilli: b.stake_milli },
    ],
  };
}

/** Gives a player the opening grant unless they already had it (one grant transaction per player, ever). */
export async function ensureOpeningGrant(db: Db, userId: string, at: Date): Promise<void> {
  await postTransaction(db, grantEntries(userId), at);
}

/** ensureOpeningGrant for several players in one set-based post. */
export async function ensureOpeningGrants(db: Db, userIds: readonly string[], at: Date): Promise<void> {
  await postTransactions(
    db,
    [...new Set(userIds)].map((userId) => grantEntries(userId)),
    at,
  );
}

/** A player's balance in milli-units, granting the opening balance on first use. */
export async function playerBalance(db: Db, userId: string, at: Date): Promise<number> {
  await ensureOpeningGrant(db, userId, at);
  return accountBalance(db, playerAccount(userId));
}

function staked(stakes: BattleStakes): boolean {
  return stakes.stakes.some((side) => side.stakeMilli > 0);
}

/** Moves both stakes from the players to the battle's escrow (the caller checked the balances under lock). */
export async function holdStakes(db: Db, stakes: BattleStakes, at: Date): Promise<void> {
  if (staked(stakes)) await postTransaction(db, ledgerEntriesForBattle(stakes, { kind: "hold" }), at);
}

/** Pays the pot out of escrow: 95% to the winner, 5% to the house. Answers the split (zeros when unstaked). */
export async function settleStakes(db: Db, stakes: BattleStakes, winnerUserId: string, at: Date): Promise<PotSplit> {
  const [a, b] = stakes.stakes;
  const split = settlePot(a.stakeMilli, b.stakeMilli);
  if (staked(stakes)) await postTransaction(db, ledgerEntriesForBattle(stakes, { kind: "settle", winnerUserId }), at);
  return split;
}

/** holdStakes for many battles at once, in one set-based post (a wave of pairings). */
export async function holdManyStakes(db: Db, battles: readonly BattleStakes[], at: Date): Promise<void> {
  const held = battles.filter(staked).map((stakes) => ledgerEntriesForBattle(stakes, { kind: "hold" }));
  await postTransactions(db, held, at);
}

/** refundStakes for many battles (or queue tickets) at once, in one set-based post. */
export async function refundManyStakes(db: Db, battles: readonly BattleStakes[], at: Date): Promise<void> {
  const refunds = battles.filter(staked).map((stakes) => ledgerEntriesForBattle(stakes, { kind: "refund" }));
  await postTransactions(db, refunds, at);
}

/** Gives each player their stake back from escrow (a cancelled battle). */
export async function refundStakes(db: Db, stakes: BattleStakes, at: Date): Promise<void> {
  if (staked(stakes)) await postTransaction(db, ledgerEntriesForBattle(stakes, { kind: "refund" }), at);
}
