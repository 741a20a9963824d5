// Friendly challenges between friends: terms, who may be invited, lifetime, who may answer and with which ant.

/** [W20] An invitation is open for five minutes after it was sent. */
export const INVITATION_TTL_MS = 5 * 60_000;

/** [W21] The only terms a challenge may carry (spec 000 §7: match_type 'friendly', stake_amount 0). */
export const INVITATION_MATCH_TYPE = "friendly";
export const INVITATION_STAKE = 0;

/** [W20] When an invitation sent at `sentAtMs` stops being open. */
export function invitationExpiresAt(sentAtMs: number): number {
  return sentAtMs + INVITATION_TTL_MS;
}

/** [W20] Open strictly before its expiry; at or after it, it counts as expired everywhere. */
export function isInvitationOpen(expiresAtMs: number, nowMs: number): boolean {
  return nowMs < expiresAtMs;
}

/** [W21] Why the terms are refused, or null when they are 'friendly' at stake 0. */
export type TermsRefusal = "match_type" | "stake";
export function invitationTermsRefusal(matchType: string, stakeAmount: number): TermsRefusal | null {
  if (matchType !== INVITATION_MATCH_TYPE) return "match_type";
  if (stakeAmount !== INVITATION_STAKE) return "stake";
  return null;
}

/** What a sender may be refused for, checked in this order. */
export type InviteRefusal = "self" | "not_friend" | "invites_off" | "already_pending";

/** The facts about an invitee that decide whether the sender may challenge them. */
export interface InviteFacts {
  isSelf: boolean;
  isFriend: boolean;
  allowsInvites: boolean;
  /** The sender already has an open (pending, unexpired) invitation to this player. */
  hasOpenInvitation: boolean;
}

/** [W22] Yourself never; a non-friend never; a friend who turned invites off never; one open invitation per pair. */
export function inviteRefusal(facts: InviteFacts): InviteRefusal | null {
  if (facts.isSelf) return "self";
  if (!facts.isFriend) return "not_friend";
  if (!facts.allowsInvites) return "invites_off";
  if (facts.hasOpenInvitation) return "already_pending";
  return null;
}

export type InvitationStatus = "pending" | "accepted" | "declined" | "expired";

/** What an answerer may be refused for, checked in this order. */
export type AnswerRefusal = "not_found" | "not_invitee" | "answered" | "expired" | "not_friend";

/** The facts about an invitation and the player answering it. */
export interface AnswerFacts {
  isInvitee: boolean;
  isInviter: boolean;
  status: InvitationStatus;
  expiresAtMs: number;
  nowMs: number;
  stillFriends: boolean;
}

/**
 * [W23] Only the invitee answers a pending, open invitation of a friend: a stranger is told nothing exists, the
 * inviter that only the invitee answers, then an answered one, an expired one, a friendship ended since.
 */
export function answerRefusal(facts: AnswerFacts): AnswerRefusal | null {
  if (!facts.isInvitee && !facts.isInviter) return "not_found";
  if (!facts.isInvitee) return "not_invitee";
  if (facts.status !== "pending") return facts.status === "expired" ? "expired" : "answered";
  if (!isInvitationOpen(facts.expiresAtMs, facts.nowMs)) return "expired";
  if (!facts.stillFriends) return "not_friend";
  return null;
}

/**
 * [W24] The invitee fights only with the ant they chose (issue 26: never a first ant picked for them, which may not
 * be ready); null when none was chosen.
 */
export function acceptingAnt(chosen: string | null | undefined): string | null {
  return chosen ? chosen : null;
}
