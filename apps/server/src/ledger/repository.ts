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
 */
export async function postTransaction(db: Db, transaction: LedgerTransaction, at: Date): Promise<boolean> {
  return (await postTransactions(db, [transaction], at)).length === 1;
}

/**
 * Posts many balanced transactions in a few set-based statements (one insert of transactions, one of postings, one
 * lock and one update of the balances they move) and answers those posted now; one already posted (same kind and
 * reference) is skipped. Balances are locked in account-name order, so concurrent posts never deadlock.
 */
export async function postTransactions(
  db: Db,
  transactions: readonly LedgerTransaction[],
  at: Date,
): Promise<LedgerTransaction[]> {
  for (const transaction of transactions) {
    if (transaction.postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
      throw new RangeError(`Unbalanced ${transaction.kind} transaction for ${transaction.ref}`);
    }
  }
  if (transactions.length === 0) return [];
  const inserted = await db
    .insertInto("ledger_transactions")
    .values(transactions.map((t) => ({ id: crypto.randomUUID(), kind: t.kind, ref: t.ref, created_at: at })))
    .onConflict((oc) => oc.columns(["kind", "ref"]).doNothing())
    .returning(["id", "kind", "ref"])
    .execute();
  const idOf = new Map(inserted.map((row) => [`${row.kind}\u0000${row.ref}`, row.id]));
  const posted = transactions.filter((t) => idOf.has(`${t.kind}\u0000${t.ref}`));
  const entries = posted.flatMap((t) =>
    t.postings.map((posting) => ({
      transaction_id: idOf.get(`${t.kind}\u0000${t.ref}`) as string,
      account: posting.account,
      amount_milli: posting.amount,
      created_at: at,
    })),
  );
  if (entries.length === 0) return posted;
  await db.insertInto("ledger_entries").values(entries).execute();
  const byAccount = new Map<string, number>();
  for (const entry of entries) {
    if (UNTRACKED_ACCOUNTS.has(entry.account)) continue;
    byAccount.set(entry.account, (byAccount.get(entry.account) ?? 0) + entry.amount_milli);
  }
  const accounts = [...byAccount.keys()].sort();
  if (accounts.length === 0) return posted;
  await db
    .insertInto("ledger_accounts")
    .values(accounts.map((account) => ({ account, balance_milli: 0 })))
    .onConflict((oc) => oc.column("account").doNothing())
    .execute();
  await db
    .selectFrom("ledger_accounts")
    .select("account")
    .where("account", "in", accounts)
    .orderBy("account")
    .forUpdate()
    .execute();
  const moves = sql.join(accounts.map((account) => sql`(${account}::text, ${byAccount.get(account) ?? 0}::bigint)`));
  await sql`update ledger_accounts set balance_milli = ledger_accounts.balance_milli + moves.amount
    from (values ${moves}) as moves(account, amount) where ledger_accounts.account = moves.account`.execute(db);
  return posted;
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
 * Locks accounts (one `SELECT … FOR UPDATE` in name order) until the transaction ends and answers their balances;
 * accounts without a row read 0 and are not locked.
 */
export async function lockAccounts(db: Db, accounts: readonly string[]): Promise<Map<string, number>> {
  const names = [...new Set(accounts)].sort();
  const balances = new Map<string, number>(names.map((account) => [account, 0]));
  if (names.length === 0) return balances;
  const rows = await db
    .selectFrom("ledger_accounts")
    .select(["account", "balance_milli"])
    .where("account", "in", names)
    .orderBy("account")
    .forUpdate()
    .execute();
  for (const row of rows) balances.set(row.account, toNumber(row.balance_milli));
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
