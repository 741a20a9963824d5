// GET /api/users/{userId}/ants/{antId}/pedigree: parents and grandparents for the inspector's Genetics tab.

import type { Pedigree } from "@antbrawl/protocol/lab-record";
import { RECORD_PATHS } from "@antbrawl/protocol/paths/lab-record";
import { apiPath, type RoutePath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";

export interface AntArgs {
  userId: string;
  antId: string;
}

/** One ant's route of the lab: pedigree, diagnose or treat. */
export const antPath = (path: RoutePath<"userId" | "antId">, { userId, antId }: AntArgs) =>
  apiPath(path, { userId, antId });

const pedigreeApi = api.injectEndpoints({
  endpoints: (build) => ({
    pedigree: build.query<Pedigree, AntArgs>({
      query: (args) => antPath(RECORD_PATHS.pedigree, args),
      providesTags: ["Ants"],
    }),
  }),
});

export const { usePedigreeQuery } = pedigreeApi;
