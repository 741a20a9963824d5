// The mini-game calls: each game's status for an ant, starting a play (its seed), and completing it with the inputs.

import { apiPath } from "@antbrawl/protocol/paths/route";
import { TRAINING_GAME_PATHS } from "@antbrawl/protocol/paths/training-games";
import type {
  CompleteGameBody,
  GameCompletionResult,
  StartGameAnswer,
  TrainingGamesStatusAnswer,
} from "@antbrawl/protocol/training-games";
import type { GameId } from "@antbrawl/rules/training/games/constants";
import { api } from "../../../lib/api/base-api";

interface AntArgs {
  userId: string;
  antId: string;
}

/** Under the 64 KB browsers allow a request that outlives its page, with room for the headers. */
const KEEPALIVE_LIMIT = 60_000;

const statusTag = (antId: string) => ({ type: "Training" as const, id: `games:${antId}` });

const trainingGamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    trainingGames: build.query<TrainingGamesStatusAnswer, AntArgs>({
      query: ({ userId, antId }) => apiPath(TRAINING_GAME_PATHS.games, { userId, antId }),
      providesTags: (_r, _e, args) => [statusTag(args.antId)],
    }),
    startTrainingGame: build.mutation<StartGameAnswer, AntArgs & { game: GameId }>({
      query: ({ userId, antId, game }) => ({
        url: apiPath(TRAINING_GAME_PATHS.start, { userId, antId, game }),
        method: "POST",
      }),
      invalidatesTags: (_r, _e, args) => [statusTag(args.antId)],
    }),
    completeTrainingGame: build.mutation<GameCompletionResult, AntArgs & { game: GameId; body: CompleteGameBody }>({
      query: (args) => ({
        url: apiPath(TRAINING_GAME_PATHS.complete, { userId: args.userId, antId: args.antId, game: args.game }),
        method: "POST",
        body: args.body,
        // Outlives the page when the play ends because the player reloads or closes the tab (browsers cap it at 64 KB).
        keepalive: JSON.stringify(args.body).length < KEEPALIVE_LIMIT,
      }),
      invalidatesTags: (_r, _e, args) => [
        statusTag(args.antId),
        { type: "Training", id: args.antId },
        "Ants",
        "Achievements",
      ],
    }),
  }),
});

export const { useTrainingGamesQuery, useStartTrainingGameMutation, useCompleteTrainingGameMutation } =
  trainingGamesApi;
