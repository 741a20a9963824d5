// The Social calls: friends, incoming requests, player search, request, answer, remove, and the preferences.
import type {
  FriendList,
  FriendRequestList,
  Preferences,
  PreferencesPatch,
  UserSearchAnswer,
} from "@antbrawl/protocol/social";
import type { SuccessAnswer } from "@antbrawl/protocol/users";
import { api } from "../../../lib/api/base-api";

export interface SearchArgs {
  userId: string;
  q: string;
  limit: number;
}

export const friendsApi = api.injectEndpoints({
  endpoints: (build) => ({
    friends: build.query<FriendList, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/friends`,
      providesTags: ["Friends"],
    }),
    friendRequests: build.query<FriendRequestList, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/friends/requests`,
      providesTags: ["FriendRequests"],
    }),
    searchPlayers: build.query<UserSearchAnswer, SearchArgs>({
      query: ({ userId, q, limit }) => ({ url: `/users/${encodeURIComponent(userId)}/search`, params: { q, limit } }),
      providesTags: ["Friends", "FriendRequests"],
    }),
    sendFriendRequest: build.mutation<SuccessAnswer, { userId: string; username: string }>({
      query: ({ userId, username }) => ({
        url: `/users/${encodeURIComponent(userId)}/friends/request`,
        method: "POST",
        body: { username },
      }),
      invalidatesTags: ["Friends", "FriendRequests"],
    }),
    respondFriendRequest: build.mutation<SuccessAnswer, { userId: string; friendshipId: string; accept: boolean }>({
      query: ({ userId, friendshipId, accept }) => ({
        url: `/users/${encodeURIComponent(userId)}/friends/requests/${encodeURIComponent(friendshipId)}/respond`,
        method: "POST",
        body: { accept },
      }),
      invalidatesTags: ["Friends", "FriendRequests"],
    }),
    removeFriend: build.mutation<SuccessAnswer, { userId: string; friendId: string }>({
      query: ({ userId, friendId }) => ({
        url: `/users/${encodeURIComponent(userId)}/friends/${encodeURIComponent(friendId)}`,
        method: "DELETE",
      }),
      invalidatesTags: ["Friends"],
    }),
    preferences: build.query<Preferences, string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/preferences`,
      providesTags: ["Preferences"],
    }),
    updatePreferences: build.mutation<Preferences, { userId: string; patch: PreferencesPatch }>({
      query: ({ userId, patch }) => ({
        url: `/users/${encodeURIComponent(userId)}/preferences`,
        method: "PUT",
        body: patch,
      }),
      /** Shows the change at once and puts it back if the save fails. */
      async onQueryStarted({ userId, patch }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          friendsApi.util.updateQueryData("preferences", userId, (draft) => {
            Object.assign(draft.notifications, patch.notifications);
            Object.assign(draft.privacy, patch.privacy);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(friendsApi.util.upsertQueryData("preferences", userId, data));
        } catch {
          shown.undo();
        }
      },
    }),
  }),
});

export const {
  useFriendsQuery,
  useFriendRequestsQuery,
  useSearchPlayersQuery,
  useSendFriendRequestMutation,
  useRespondFriendRequestMutation,
  useRemoveFriendMutation,
  usePreferencesQuery,
  useUpdatePreferencesMutation,
} = friendsApi;
