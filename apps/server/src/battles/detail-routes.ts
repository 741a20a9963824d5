// GET /api/battles/{battleId}: one battle with its full log, for the players who fought in it.
import { Battle, BattleIdParams } from "@antbrawl/protocol/battles";
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { forbidden, notFound } from "../lib/domain-error";
import { loadBattle } from "./load";

export const battleDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    BATTLE_PATHS.detail.path,
    { schema: { tags: ["battles"], params: BattleIdParams, response: { 200: Battle } } },
    async (request): Promise<Battle> => {
      const loaded = await loadBattle(app.deps.db, request.params.battleId);
      if (!loaded) throw notFound(BATTLE_ERRORS.battleNotFound);
      if (!loaded.sides.some((side) => side.user_id === request.sessionUserId))
        throw forbidden(BATTLE_ERRORS.notAParticipant);
      return loaded.battle;
    },
  );
};
