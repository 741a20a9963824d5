// GET /api/users/{userId}/balance: the player's in-game ETH balance (opening grant on first use; expired stakes back).
import { BalanceAnswer } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { UserIdParams } from "@antbrawl/protocol/users";
import { CURRENCY_UNIT, fromMilli } from "@antbrawl/rules/economy/money";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Db } from "../db/database";
import { playerBalance } from "./stakes";

/** Brings a player's stakes up to date before the balance is read (battle requests that expired give theirs back). */
export type BeforeBalance = (db: Db, userId: string, now: Date) => Promise<void>;

export const balanceRoutes: FastifyPluginAsyncTypebox<{ beforeBalance?: BeforeBalance }> = async (app, options) => {
  app.get(
    BATTLE_PATHS.balance.path,
    { schema: { tags: ["battles"], params: UserIdParams, response: { 200: BalanceAnswer } } },
    async (request): Promise<BalanceAnswer> => {
      const now = app.deps.now();
      await options.beforeBalance?.(app.deps.db, request.params.userId, now);
      const milli = await app.deps.db.transaction().execute((trx) => playerBalance(trx, request.params.userId, now));
      return { balance: fromMilli(milli), currency: CURRENCY_UNIT };
    },
  );
};
