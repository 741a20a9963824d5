// The mini-game calls: each game's status for an ant, starting a play (its seed), and completing it with the inputs.
import type {
  CompleteGameBody,
  GameCompletionResult,
  StartGameAnswer,
  TrainingGamesStatusAnswer,
} from "@antbrawl/protocol/training-games";
import type { GameId } from "@antbrawl/rules/training/games/constants";
import { api } from "../../../lib/api/base-api";

export interface AntArgs {
  userId: string;
  antId: string;
}

/** Under the 64 KB browsers allow a request that outlives its page, with room for the headers. */
const KEEPALIVE_LIMIT = 60_000;

const gamesPath = ({ userId, antId }: AntArgs) =>
  `/users/${encodeURIComponent(userId)}/ants/${encodeURIComponent(antId)}/training-games`;
const statusTag = (antId: string) => ({ type: "Training" as const, id: `games:${antId}` });

export const trainingGamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    trainingGames: build.query<TrainingGamesStatusAnswer, AntArgs>({
      query: (args) => gamesPath(args),
      providesTags: (_r, _e, args) => [statusTag(args.antId)],
    }),
    startTrainingGame: build.mutation<StartGameAnswer, AntArgs & { game: GameId }>({
      query: (args) => ({ url: `${gamesPath(args)}/${args.game}/start`, method: "POST" }),
      invalidatesTags: (_r, _e, args) => [statusTag(args.antId)],
    }),
    completeTrainingGame: build.mutation<GameCompletionResult, AntArgs & { game: GameId; body: CompleteGameBody }>({
      query: (args) => ({
        url: `${gamesPath(args)}/${args.game}/complete`,
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
