// The battle-invitation calls of spec 000 §7 (Social): list, send a friendly challenge, accept or decline.
import type { SuccessAnswer } from "@antbrawl/protocol/users";
import { api } from "../../../lib/api/base-api";

/**
 * Spec 000 §3's battle invitation. Typed here until packages/protocol carries the server's schema for these calls
 * (being written in the server branch); the integrator swaps this for the protocol type.
 */
export interface BattleInvitation {
  invitation_id: string;
  inviter_username: string;
  inviter_ant_name: string;
  match_type: string;
}

export interface BattleInvitationList {
  battle_invitations: BattleInvitation[];
}

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
    respondBattleInvitation: build.mutation<SuccessAnswer, RespondInvitationArgs>({
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
