// The ledger domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { consentsToAwayStake } from "./away-stakes";
export type { BeforeBalance } from "./balance-routes";
export { lockAccounts, postTransaction, postTransactions } from "./repository";
export {
  ensureOpeningGrant,
  ensureOpeningGrants,
  holdManyStakes,
  holdStakes,
  refundManyStakes,
  refundStakes,
  settleStakes,
  stakesOf,
} from "./stakes";
export { userLedgerRoutes } from "./user-routes";
