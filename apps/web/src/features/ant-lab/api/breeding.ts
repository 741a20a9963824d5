// The Breeding Lab's calls: the player's operations, starting one and hatching one (spec 001 §7).
import type {
  BreedingStatus,
  CompleteBreedingAnswer,
  StartBreedingAnswer,
  StartBreedingBody,
} from "@antbrawl/protocol/lab-breeding";
import { api } from "../../../lib/api/base-api";

const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

export const breedingApi = api.injectEndpoints({
  endpoints: (build) => ({
    breedingStatus: build.query<BreedingStatus, string>({
      query: (userId) => `${userPath(userId)}/breeding/status`,
      providesTags: ["Breeding"],
    }),
    startBreeding: build.mutation<StartBreedingAnswer, { userId: string; body: StartBreedingBody }>({
      query: ({ userId, body }) => ({ url: `${userPath(userId)}/breeding/start`, method: "POST", body }),
      invalidatesTags: ["Breeding"],
    }),
    completeBreeding: build.mutation<CompleteBreedingAnswer, string>({
      query: (breedingId) => ({ url: `/breeding/${encodeURIComponent(breedingId)}/complete`, method: "POST" }),
      invalidatesTags: ["Breeding", "Ants", "Achievements"],
    }),
  }),
});

export const { useBreedingStatusQuery, useStartBreedingMutation, useCompleteBreedingMutation } = breedingApi;
