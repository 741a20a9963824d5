// The ledger domain's tables as Kysely sees them: transactions, their entries, account balances and away-stake consent.

import type { LedgerTransaction } from "@antbrawl/rules/economy/ledger";
import type { ColumnType, Generated } from "kysely";
import type { BigIntColumn, Timestamp } from "../db/columns";

export interface LedgerTransactionsTable {
  id: string;
  kind: LedgerTransaction["kind"];
  ref: string;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number | string>;
  transaction_id: string;
  account: string;
  amount_milli: BigIntColumn;
  created_at: Timestamp;
}

export interface LedgerAccountsTable {
  account: string;
  balance_milli: ColumnType<number | string, number | undefined, number>;
}

/** A player's consent to stakes on their ants while away; no row is the default: no consent. */
export interface AwayStakesTable {
  user_id: string;
  enabled: boolean;
  max_stake_milli: number;
  updated_at: Timestamp;
}
