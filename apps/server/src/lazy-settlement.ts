// Reads that bring time-based state up to date first, wired here because each crosses domains: before the colony or an
// ant is shown, expired battle requests are given back and finished training sessions and days are applied; before a
// balance is read, expired battle requests return their stakes.
import { expireScheduledBattles } from "./battles";
import type { ColonySettle } from "./colony";
import type { BeforeBalance } from "./ledger";
import { settleColony, settlementDue, settleOwnedAnt } from "./training";

export const colonySettle: ColonySettle = {
  async colony(db, userId, now) {
    await expireScheduledBattles(db, { userId }, now);
    await settleColony(db, userId, now);
  },
  async ant(db, userId, row, now) {
    if (!settlementDue(row, now)) return row;
    return db.transaction().execute((trx) => settleOwnedAnt(trx, userId, row.id, now));
  },
};

export const beforeBalance: BeforeBalance = async (db, userId, now) => {
  await expireScheduledBattles(db, { userId }, now);
};
