// The colony's ants: list, one ant, create and release, keeping the cached list and the selection in step.

import type { Ant } from "@antbrawl/protocol/ants";
import { ANT_PATHS } from "@antbrawl/protocol/paths/ants";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";
import { antCreated, antDeleted, antsListed } from "../ants-slice";

export interface CreateAntArgs {
  userId: string;
  name: string;
  color: string;
}

export interface AntArgs {
  userId: string;
  antId: string;
}

export interface DeleteAntArgs {
  userId: string;
  antId: string;
}

export const antsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAnts: build.query<Ant[], string>({
      query: (userId) => apiPath(ANT_PATHS.list, { userId }),
      providesTags: ["Ants"],
      async onQueryStarted(_userId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(antsListed(data.map((ant) => ant.id)));
      },
    }),
    /** One ant as the server has it now; the cached list takes its values too. */
    getAnt: build.query<Ant, AntArgs>({
      query: ({ userId, antId }) => apiPath(ANT_PATHS.ant, { userId, antId }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          antsApi.util.updateQueryData("listAnts", userId, (list) => {
            const index = list.findIndex((entry) => entry.id === data.id);
            if (index >= 0) list[index] = data;
          }),
        );
      },
    }),
    createAnt: build.mutation<Ant, CreateAntArgs>({
      query: ({ userId, name, color }) => ({
        url: apiPath(ANT_PATHS.create, { userId }),
        method: "POST",
        body: { name: name.trim(), appearance: { color, pattern: "solid", size: 1 } },
      }),
      invalidatesTags: ["Achievements"],
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          antsApi.util.updateQueryData("listAnts", userId, (list) => {
            if (!list.some((ant) => ant.id === data.id)) list.push(data);
          }),
        );
        dispatch(antCreated(data.id));
      },
    }),
    deleteAnt: build.mutation<{ ant_id: string }, DeleteAntArgs>({
      query: ({ userId, antId }) => ({ url: apiPath(ANT_PATHS.release, { userId, antId }), method: "DELETE" }),
      transformResponse: (answer: object, _meta, { antId }) => ({ ...answer, ant_id: antId }),
      invalidatesTags: (_answer, _error, { antId }) => ["Achievements", { type: "Ants", id: `chat:${antId}` }],
      async onQueryStarted({ userId, antId }, { dispatch, queryFulfilled, getState }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!ok) return;
        dispatch(antsApi.util.updateQueryData("listAnts", userId, (list) => list.filter((ant) => ant.id !== antId)));
        const remaining = antsApi.endpoints.listAnts.select(userId)(getState() as never).data ?? [];
        dispatch(antDeleted({ antId, remainingIds: remaining.map((ant) => ant.id) }));
      },
    }),
  }),
});

export const { useListAntsQuery, useGetAntQuery, useCreateAntMutation, useDeleteAntMutation } = antsApi;
