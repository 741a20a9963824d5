// GET /api/battles/{battleId}: one battle with its full log, for the players who fought in it.
import { Battle, BattleIdParams } from "@antbrawl/protocol/battles";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { forbidden, notFound } from "../lib/http-error";
import { loadBattle } from "./load";
import { BATTLE_NOT_FOUND, NOT_A_PARTICIPANT } from "./messages";

export const battleDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/:battleId",
    { schema: { tags: ["battles"], params: BattleIdParams, response: { 200: Battle } } },
    async (request): Promise<Battle> => {
      const loaded = await loadBattle(app.deps.db, request.params.battleId);
      if (!loaded) throw notFound(BATTLE_NOT_FOUND);
      if (!loaded.sides.some((side) => side.user_id === request.sessionUserId)) throw forbidden(NOT_A_PARTICIPANT);
      return loaded.battle;
    },
  );
};
