// GET /api/users/{userId}/tournaments?limit=n&before=cursor: the player's tournament history, to its owner only.
import { ErrorBody } from "@antbrawl/protocol/errors";
import { TOURNAMENT_HISTORY_PATHS } from "@antbrawl/protocol/paths/tournament-history";
import { TournamentHistory, TournamentHistoryQuery } from "@antbrawl/protocol/tournament-history";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { tournamentHistory } from "./history";

/** Register inside the owner-guarded /api/users/{userId} scope: another player's history answers 403. */
export const tournamentHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    TOURNAMENT_HISTORY_PATHS.history.path,
    {
      schema: {
        tags: ["tournaments"],
        summary: "The player's tournaments, newest first: the ant entered, the round reached, place, wins and prize",
        params: UserIdParams,
        querystring: TournamentHistoryQuery,
        response: { 200: TournamentHistory, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request): Promise<TournamentHistory> => tournamentHistory(app.deps.db, request.params.userId, request.query),
  );
};
