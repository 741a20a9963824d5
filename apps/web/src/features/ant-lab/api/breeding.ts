// The Breeding Lab's calls: the player's operations, starting one and hatching one (spec 001 §7).

import type {
  BreedingStatus,
  CompleteBreedingAnswer,
  StartBreedingAnswer,
  StartBreedingBody,
} from "@antbrawl/protocol/lab-breeding";
import { BREEDING_PATHS } from "@antbrawl/protocol/paths/lab-breeding";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";

const breedingApi = api.injectEndpoints({
  endpoints: (build) => ({
    breedingStatus: build.query<BreedingStatus, string>({
      query: (userId) => apiPath(BREEDING_PATHS.status, { userId }),
      providesTags: ["Breeding"],
    }),
    startBreeding: build.mutation<StartBreedingAnswer, { userId: string; body: StartBreedingBody }>({
      query: ({ userId, body }) => ({ url: apiPath(BREEDING_PATHS.start, { userId }), method: "POST", body }),
      invalidatesTags: ["Breeding"],
    }),
    completeBreeding: build.mutation<CompleteBreedingAnswer, string>({
      query: (breedingId) => ({ url: apiPath(BREEDING_PATHS.complete, { breedingId }), method: "POST" }),
      invalidatesTags: ["Breeding", "Ants", "Achievements"],
    }),
  }),
});

export const { useBreedingStatusQuery, useStartBreedingMutation, useCompleteBreedingMutation } = breedingApi;
