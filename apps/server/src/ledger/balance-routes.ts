// GET /api/users/{userId}/balance: the player's in-game ETH balance (opening grant on first use; expired stakes back).
import { BalanceAnswer } from "@antbrawl/protocol/battles";
import { UserIdParams } from "@antbrawl/protocol/users";
import { CURRENCY_UNIT, fromMilli } from "@antbrawl/rules/economy/money";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { expireScheduledBattles } from "../battles/expiry";
import { playerBalance } from "./stakes";

export const balanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/balance",
    { schema: { tags: ["battles"], params: UserIdParams, response: { 200: BalanceAnswer } } },
    async (request): Promise<BalanceAnswer> => {
      const now = app.deps.now();
      await expireScheduledBattles(app.deps.db, { userId: request.params.userId }, now);
      const milli = await app.deps.db.transaction().execute((trx) => playerBalance(trx, request.params.userId, now));
      return { balance: fromMilli(milli), currency: CURRENCY_UNIT };
    },
  );
};
