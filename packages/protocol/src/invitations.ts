// Battle invitations (friendly challenges between friends): shapes of the Social calls of spec 000 §7.
import { type Static, Type } from "@sinclair/typebox";

/** Spec 000 §3: a pending invitation as its invitee sees it. */
export const BattleInvitation = Type.Object(
  {
    invitation_id: Type.String(),
    inviter_username: Type.String(),
    inviter_ant_name: Type.String(),
    match_type: Type.Literal("friendly"),
    expires_at: Type.String({
      format: "date-time",
      description: "after this the invitation can no longer be accepted",
    }),
  },
  { $id: "BattleInvitation" },
);
export type BattleInvitation = Static<typeof BattleInvitation>;

/** GET /battle-invitations: the player's pending, unexpired invitations, newest first (the header badge counts them). */
export const BattleInvitationList = Type.Object({ battle_invitations: Type.Array(BattleInvitation) });
export type BattleInvitationList = Static<typeof BattleInvitationList>;

/** POST /battle-invitations. match_type and stake_amount are checked by rule W21 so the refusal reads clearly. */
export const SendInvitationBody = Type.Object(
  {
    friend_username: Type.String({ minLength: 1, maxLength: 60 }),
    ant_id: Type.String({ minLength: 1, maxLength: 100, description: "the inviter's ready ant" }),
    match_type: Type.String({ maxLength: 30, description: "must be 'friendly'" }),
    stake_amount: Type.Number({ description: "must be 0" }),
  },
  { additionalProperties: false },
);
export type SendInvitationBody = Static<typeof SendInvitationBody>;

/** POST /battle-invitations/{invitationId}/respond. Accepting needs ant_id: the invitee's chosen, ready ant. */
export const RespondInvitationBody = Type.Object(
  {
    invitation_id: Type.String({ minLength: 1, maxLength: 100, description: "the same id as in the path" }),
    ant_id: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()])),
    accept: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type RespondInvitationBody = Static<typeof RespondInvitationBody>;

export const InvitationParams = Type.Object({ userId: Type.String(), invitationId: Type.String() });
export type InvitationParams = Static<typeof InvitationParams>;

/** The spec's success and message; an accepted invitation also names the battle it started. */
export const InvitationAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  battle_id: Type.Optional(Type.String({ description: "the live battle an acceptance started" })),
});
export type InvitationAnswer = Static<typeof InvitationAnswer>;
