// The battle-invitation calls of spec 000 §7 (Social): list, send a friendly challenge, accept or decline.
import type { BattleInvitation, BattleInvitationList, InvitationAnswer } from "@antbrawl/protocol/invitations";
import type { SuccessAnswer } from "@antbrawl/protocol/users";
import { api } from "../../../lib/api/base-api";

export interface SendInvitationArgs {
  userId: string;
  friendUsername: string;
  antId: string;
}

export interface RespondInvitationArgs {
  userId: string;
  invitationId: string;
  antId: string;
  accept: boolean;
}

const invitations = (userId: string) => `/users/${encodeURIComponent(userId)}/battle-invitations`;

export const invitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    battleInvitations: build.query<BattleInvitationList, string>({
      query: invitations,
      providesTags: ["BattleInvitations"],
    }),
    sendBattleInvitation: build.mutation<SuccessAnswer, SendInvitationArgs>({
      query: ({ userId, friendUsername, antId }) => ({
        url: invitations(userId),
        method: "POST",
        body: { friend_username: friendUsername, ant_id: antId, match_type: "friendly", stake_amount: 0 },
      }),
      invalidatesTags: ["BattleInvitations"],
    }),
    respondBattleInvitation: build.mutation<InvitationAnswer, RespondInvitationArgs>({
      query: ({ userId, invitationId, antId, accept }) => ({
        url: `${invitations(userId)}/${encodeURIComponent(invitationId)}/respond`,
        method: "POST",
        body: { invitation_id: invitationId, ant_id: antId, accept },
      }),
      invalidatesTags: ["BattleInvitations", "Ants"],
    }),
  }),
});

export const { useBattleInvitationsQuery, useSendBattleInvitationMutation, useRespondBattleInvitationMutation } =
  invitationsApi;

export type { BattleInvitation, BattleInvitationList };
