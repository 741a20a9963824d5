// GET /api/users/{userId}/balance: the player's in-game ETH balance (the opening grant is given on first use).
import { BalanceAnswer } from "@antbrawl/protocol/battles";
import { UserIdParams } from "@antbrawl/protocol/users";
import { CURRENCY_UNIT, fromMilli } from "@antbrawl/rules/economy/money";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { playerBalance } from "../../battles/ledger";

export const balanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/balance",
    { schema: { tags: ["battles"], params: UserIdParams, response: { 200: BalanceAnswer } } },
    async (request): Promise<BalanceAnswer> => {
      const milli = await app.deps.db
        .transaction()
        .execute((trx) => playerBalance(trx, request.params.userId, app.deps.now()));
      return { balance: fromMilli(milli), currency: CURRENCY_UNIT };
    },
  );
};
