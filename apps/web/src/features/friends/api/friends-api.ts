// The Social calls: friends, incoming requests, player search, request, answer, remove, and the preferences.

import { apiPath } from "@antbrawl/protocol/paths/route";
import { SOCIAL_PATHS } from "@antbrawl/protocol/paths/social";
import type {
  FriendList,
  FriendRequestList,
  Preferences,
  PreferencesPatch,
  UserSearchAnswer,
} from "@antbrawl/protocol/social";
import type { SuccessAnswer } from "@antbrawl/protocol/users";
import { api } from "../../../lib/api/base-api";

interface SearchArgs {
  userId: string;
  q: string;
  limit: number;
}

const friendsApi = api.injectEndpoints({
  endpoints: (build) => ({
    friends: build.query<FriendList, string>({
      query: (userId) => apiPath(SOCIAL_PATHS.friends, { userId }),
      providesTags: ["Friends"],
    }),
    friendRequests: build.query<FriendRequestList, string>({
      query: (userId) => apiPath(SOCIAL_PATHS.friendRequests, { userId }),
      providesTags: ["FriendRequests"],
    }),
    searchPlayers: build.query<UserSearchAnswer, SearchArgs>({
      query: ({ userId, q, limit }) => ({ url: apiPath(SOCIAL_PATHS.search, { userId }), params: { q, limit } }),
      providesTags: ["Friends", "FriendRequests"],
    }),
    sendFriendRequest: build.mutation<SuccessAnswer, { userId: string; username: string }>({
      query: ({ userId, username }) => ({
        url: apiPath(SOCIAL_PATHS.requestFriend, { userId }),
        method: "POST",
        body: { username },
      }),
      invalidatesTags: ["Friends", "FriendRequests"],
    }),
    respondFriendRequest: build.mutation<SuccessAnswer, { userId: string; friendshipId: string; accept: boolean }>({
      query: ({ userId, friendshipId, accept }) => ({
        url: apiPath(SOCIAL_PATHS.respondToRequest, { userId, friendshipId }),
        method: "POST",
        body: { accept },
      }),
      invalidatesTags: ["Friends", "FriendRequests"],
    }),
    removeFriend: build.mutation<SuccessAnswer, { userId: string; friendId: string }>({
      query: ({ userId, friendId }) => ({
        url: apiPath(SOCIAL_PATHS.unfriend, { userId, friendId }),
        method: "DELETE",
      }),
      invalidatesTags: ["Friends"],
    }),
    preferences: build.query<Preferences, string>({
      query: (userId) => apiPath(SOCIAL_PATHS.preferences, { userId }),
      providesTags: ["Preferences"],
    }),
    updatePreferences: build.mutation<Preferences, { userId: string; patch: PreferencesPatch }>({
      query: ({ userId, patch }) => ({
        url: apiPath(SOCIAL_PATHS.setPreferences, { userId }),
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
