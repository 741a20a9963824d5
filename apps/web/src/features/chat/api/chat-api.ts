// Chat with an ant: the conversation so far and sending a message; the reply's ant replaces the cached one.

import type { ChatAnswer, ChatHistoryAnswer } from "@antbrawl/protocol/ants";
import { ANT_PATHS } from "@antbrawl/protocol/paths/ants";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";
import { replaceCachedAnt } from "../../ants/public";

interface ChatTarget {
  userId: string;
  antId: string;
}

const chatPath = ({ userId, antId }: ChatTarget) => apiPath(ANT_PATHS.chat, { userId, antId });

const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatHistory: build.query<ChatHistoryAnswer, ChatTarget>({
      query: chatPath,
      providesTags: (_answer, _error, { antId }) => [{ type: "Ants", id: `chat:${antId}` }],
    }),
    sendChat: build.mutation<ChatAnswer, ChatTarget & { message: string }>({
      query: ({ message, ...target }) => ({ url: chatPath(target), method: "POST", body: { message: message.trim() } }),
      invalidatesTags: ["Achievements"],
      async onQueryStarted({ userId, antId, message }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        replaceCachedAnt(dispatch, userId, data.ant);
        const now = new Date().toISOString();
        dispatch(
          chatApi.util.updateQueryData("chatHistory", { userId, antId }, (history) => {
            history.messages.push(
              { role: "player", text: message.trim(), created_at: now },
              { role: "ant", text: data.message, created_at: now },
            );
          }),
        );
      },
    }),
  }),
});

export const { useChatHistoryQuery, useSendChatMutation } = chatApi;
