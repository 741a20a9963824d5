// GET /api/users/{userId}/ants/{antId}/pedigree: parents and grandparents for the inspector's Genetics tab.
import type { Pedigree } from "@antbrawl/protocol/lab-record";
import { api } from "../../../lib/api/base-api";

export interface AntArgs {
  userId: string;
  antId: string;
}

/** `/users/{userId}/ants/{antId}/{suffix}`. */
export const antPath = ({ userId, antId }: AntArgs, suffix: string) =>
  `/users/${encodeURIComponent(userId)}/ants/${encodeURIComponent(antId)}/${suffix}`;

export const pedigreeApi = api.injectEndpoints({
  endpoints: (build) => ({
    pedigree: build.query<Pedigree, AntArgs>({
      query: (args) => antPath(args, "pedigree"),
      providesTags: ["Ants"],
    }),
  }),
});

export const { usePedigreeQuery } = pedigreeApi;
