// GET/PUT /api/users/{userId}/away-stakes: the owner's consent to stakes on their ants while they are away.
import { AwayStakes } from "@antbrawl/protocol/battles";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { readAwayStakes, updateAwayStakes } from "./away-stakes";

export const awayStakesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    BATTLE_PATHS.awayStakes.path,
    { schema: { tags: ["battles"], params: UserIdParams, response: { 200: AwayStakes } } },
    async (request) => readAwayStakes(app.deps.db, request.params.userId),
  );
  app.put(
    BATTLE_PATHS.setAwayStakes.path,
    { schema: { tags: ["battles"], params: UserIdParams, body: AwayStakes, response: { 200: AwayStakes } } },
    async (request) => updateAwayStakes(app.deps.db, request.params.userId, request.body, app.deps.now()),
  );
};
