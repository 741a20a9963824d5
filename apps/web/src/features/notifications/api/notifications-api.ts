// The notification centre's calls (issue 28): the list with its unread count, mark read, and answering an invitation.
import type { InvitationAnswer } from "@antbrawl/protocol/invitations";
import type { MarkReadAnswer, MarkReadBody, NotificationList } from "@antbrawl/protocol/notifications";
import { INVITATION_PATHS } from "@antbrawl/protocol/paths/invitations";
import { NOTIFICATION_PATHS } from "@antbrawl/protocol/paths/notifications";
import { apiPath } from "@antbrawl/protocol/paths/route";
import { api } from "../../../lib/api/base-api";

const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<NotificationList, string>({
      query: (userId) => apiPath(NOTIFICATION_PATHS.list, { userId }),
      providesTags: ["Notifications"],
    }),
    markNotificationsRead: build.mutation<MarkReadAnswer, { userId: string; body: MarkReadBody }>({
      query: ({ userId, body }) => ({ url: apiPath(NOTIFICATION_PATHS.markRead, { userId }), method: "POST", body }),
      invalidatesTags: ["Notifications"],
    }),
    /** Declines from the panel; accepting needs an ant, chosen in the Ant Arena's invitation list. */
    answerInvitation: build.mutation<InvitationAnswer, { userId: string; invitationId: string; accept: false }>({
      query: ({ userId, invitationId }) => ({
        url: apiPath(INVITATION_PATHS.respond, { userId, invitationId }),
        method: "POST",
        body: { invitation_id: invitationId, accept: false },
      }),
      invalidatesTags: ["BattleInvitations", "Ants", "Notifications"],
    }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation, useAnswerInvitationMutation } =
  notificationsApi;

/** The mark-read call as an action, for code that loads this module only when it needs it (the completion card). */
export const markNoticesRead = notificationsApi.endpoints.markNotificationsRead.initiate;
