// The battle-invitation calls of spec 000 §7 (Social): list, send a friendly challenge, accept or decline.

import type { BattleInvitation, BattleInvitationList, InvitationAnswer } from "@antbrawl/protocol/invitations";
import { INVITATION_PATHS } from "@antbrawl/protocol/paths/invitations";
import { apiPath } from "@antbrawl/protocol/paths/route";
import type { SuccessAnswer } from "@antbrawl/protocol/users";
import { api } from "../../../lib/api/base-api";

interface SendInvitationArgs {
  userId: string;
  friendUsername: string;
  antId: string;
}

interface RespondInvitationArgs {
  userId: string;
  invitationId: string;
  /** The ready ant the player picked (accepting needs one); null to decline. */
  antId: string | null;
  accept: boolean;
}

const invitations = (userId: string) => apiPath(INVITATION_PATHS.list, { userId });

const invitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    battleInvitations: build.query<BattleInvitationList, string>({
      query: invitations,
      providesTags: ["BattleInvitations"],
    }),
    sendBattleInvitation: build.mutation<SuccessAnswer, SendInvitationArgs>({
      query: ({ userId, friendUsername, antId }) => ({
        url: apiPath(INVITATION_PATHS.send, { userId }),
        method: "POST",
        body: { friend_username: friendUsername, ant_id: antId, match_type: "friendly", stake_amount: 0 },
      }),
      invalidatesTags: ["BattleInvitations"],
    }),
    respondBattleInvitation: build.mutation<InvitationAnswer, RespondInvitationArgs>({
      query: ({ userId, invitationId, antId, accept }) => ({
        url: apiPath(INVITATION_PATHS.respond, { userId, invitationId }),
        method: "POST",
        body: { invitation_id: invitationId, ant_id: antId, accept },
      }),
      invalidatesTags: ["BattleInvitations", "Ants"],
    }),
  }),
});

export const { useBattleInvitationsQuery, useSendBattleInvitationMutation, useRespondBattleInvitationMutation } =
  invitationsApi;

export type { BattleInvitation };
