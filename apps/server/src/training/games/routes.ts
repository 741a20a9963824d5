// GET /ants/{antId}/training-games and POST …/training-games/{game}/start|complete, inside the owner-guarded scope.
import { AntParams } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { TRAINING_GAME_PATHS } from "@antbrawl/protocol/paths/training-games";
import {
  CompleteGameBody,
  GameCompletionResult,
  StartGameAnswer,
  TrainingGameParams,
  TrainingGamesStatusAnswer,
} from "@antbrawl/protocol/training-games";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { completeTrainingGame } from "./complete";
import { startTrainingGame, trainingGamesStatus } from "./plays";

export const trainingGameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;

  app.get(
    TRAINING_GAME_PATHS.games.path,
    {
      schema: {
        tags: ["training"],
        summary: "Each mini-game's status for the ant: can_play and next_available (one play per game per UTC day)",
        params: AntParams,
        response: { 200: TrainingGamesStatusAnswer, 404: ErrorBody },
      },
    },
    async (request) => ({
      games_status: await trainingGamesStatus(db, request.params.userId, request.params.antId, now()),
    }),
  );

  app.post(
    TRAINING_GAME_PATHS.start.path,
    {
      schema: {
        tags: ["training"],
        summary: "Start a mini-game: answers the play id and the seed its level is generated from",
        params: TrainingGameParams,
        response: { 200: StartGameAnswer, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { userId, antId, game } = request.params;
      return startTrainingGame(db, userId, antId, game, now());
    },
  );

  app.post(
    TRAINING_GAME_PATHS.complete.path,
    {
      schema: {
        tags: ["training"],
        summary: "Complete a mini-game: the server replays the inputs and answers the result with its own score",
        params: TrainingGameParams,
        body: CompleteGameBody,
        response: { 200: GameCompletionResult, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { userId, antId, game } = request.params;
      const { play_id, inputs, end_tick } = request.body;
      const done = await completeTrainingGame(app.deps, userId, antId, game, { play_id, inputs, end_tick }, now());
      return done.result;
    },
  );
};
