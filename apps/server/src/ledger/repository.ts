// The double-entry ledger: balanced transactions (unique per kind and reference), their postings and account balances.
import { ISSUANCE_ACCOUNT, type LedgerTransaction } from "@antbrawl/rules/economy/ledger";
import { sql } from "kysely";
import type { Db } from "../db/database";

/**
 * Accounts whose balance is not kept in ledger_accounts: issuance mirrors every grant, and one row that every first
 * grant updates would make unrelated players wait on each other. Its balance is the sum of its postings.
 */
const UNTRACKED_ACCOUNTS: ReadonlySet<string> = new Set([ISSUANCE_ACCOUNT]);

/** Reads a bigint the same way on PGlite (number) and pg (string). */
const toNumber = (value: number | string | bigint | null | undefined): number => Number(value ?? 0);

/**
 * Posts a balanced transaction once: a second post of the same kind and reference does nothing and answers false.
 * Account balances change in account-name order, so concurrent posts lock rows in one order and never deadlock.
 */
export async function postTransaction(db: Db, transaction: LedgerTransaction, at: Date): Promise<boolean> {
  if (transaction.postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
    throw new RangeError(`Unbalanced ${transaction.kind} transaction for ${transaction.ref}`);
  }
  const inserted = await db
    .insertInto("ledger_transactions")
    .values({ id: crypto.randomUUID(), kind: transaction.kind, ref: transaction.ref, created_at: at })
    .onConflict((oc) => oc.columns(["kind", "ref"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return false;
  if (transaction.postings.length === 0) return true;
  await db
    .insertInto("ledger_entries")
    .values(
      transaction.postings.map((posting) => ({
        transaction_id: inserted.id,
        account: posting.account,
        amount_milli: posting.amount,
        created_at: at,
      })),
    )
    .execute();
  const byAccount = new Map<string, number>();
  for (const posting of transaction.postings) {
    if (UNTRACKED_ACCOUNTS.has(posting.account)) continue;
    byAccount.set(posting.account, (byAccount.get(posting.account) ?? 0) + posting.amount);
  }
  for (const account of [...byAccount.keys()].sort()) {
    const amount = byAccount.get(account) ?? 0;
    await db
      .insertInto("ledger_accounts")
      .values({ account, balance_milli: 0 })
      .onConflict((oc) => oc.column("account").doNothing())
      .execute();
    await db
      .updateTable("ledger_accounts")
      .set({ balance_milli: sql<number>`balance_milli + ${amount}` })
      .where("account", "=", account)
      .execute();
  }
  return true;
}

/** An account's balance in milli-units (0 for an account that has never moved). */
export async function accountBalance(db: Db, account: string): Promise<number> {
  if (UNTRACKED_ACCOUNTS.has(account)) return sumOfPostings(db, account);
  const row = await db
    .selectFrom("ledger_accounts")
    .select("balance_milli")
    .where("account", "=", account)
    .executeTakeFirst();
  return toNumber(row?.balance_milli);
}

async function sumOfPostings(db: Db, account: string): Promise<number> {
  const row = await db
    .selectFrom("ledger_entries")
    .select((eb) => eb.fn.sum<string | number>("amount_milli").as("total"))
    .where("account", "=", account)
    .executeTakeFirst();
  return toNumber(row?.total);
}

/**
 * Locks accounts (`SELECT … FOR UPDATE`, one by one in name order) until the transaction ends and answers their
 * balances; accounts without a row read 0 and are not locked.
 */
export async function lockAccounts(db: Db, accounts: readonly string[]): Promise<Map<string, number>> {
  const balances = new Map<string, number>();
  for (const account of [...new Set(accounts)].sort()) {
    const row = await db
      .selectFrom("ledger_accounts")
      .select("balance_milli")
      .where("account", "=", account)
      .forUpdate()
      .executeTakeFirst();
    balances.set(account, toNumber(row?.balance_milli));
  }
  return balances;
}

/** Every account balance, issuance included (they sum to zero). */
export async function allBalances(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom("ledger_accounts").select(["account", "balance_milli"]).execute();
  const balances = Object.fromEntries(rows.map((row) => [row.account, toNumber(row.balance_milli)]));
  for (const account of UNTRACKED_ACCOUNTS) balances[account] = await sumOfPostings(db, account);
  return balances;
}

/** Each account's balance recomputed from its postings (must equal the stored balances). */
export async function balancesFromEntries(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("ledger_entries")
    .select((eb) => ["account", eb.fn.sum<string | number>("amount_milli").as("total")])
    .groupBy("account")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.account, toNumber(row.total)]));
}

/** The postings of one transaction, by kind and reference. */
export async function transactionPostings(
  db: Db,
  kind: LedgerTransaction["kind"],
  ref: string,
): Promise<{ account: string; amount: number }[]> {
  const rows = await db
    .selectFrom("ledger_entries")
    .innerJoin("ledger_transactions", "ledger_transactions.id", "ledger_entries.transaction_id")
    .select(["ledger_entries.account", "ledger_entries.amount_milli"])
    .where("ledger_transactions.kind", "=", kind)
    .where("ledger_transactions.ref", "=", ref)
    .orderBy("ledger_entries.id")
    .execute();
  return rows.map((row) => ({ account: row.account, amount: toNumber(row.amount_milli) }));
}
