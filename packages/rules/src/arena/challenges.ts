// Open challenges (issue 26 "always a fight", Lichess's lobby): a waiting quick match other players can see and take.
import type { QueueMatchType } from "./queue";

/** [W34] The list shows at most this many challenges, the longest waiting first. */
export const OPEN_CHALLENGES_MAX = 50;
/** [W37] A node tells the list's watchers at most once in this many milliseconds that it changed. */
export const CHALLENGES_NOTICE_MS = 1000;

/** [W35][W36] Texts of a take. */
export const CHALLENGE_MESSAGES = {
  own: "You cannot take your own challenge",
  gone: "This challenge is no longer open",
  failed: "The challenge could not be started: its ant is no longer ready. Pick another challenge.",
  taken: "Search ended: you took an open challenge",
} as const;

/** What the list and a take know of a waiting ticket. */
export interface ChallengeTicket {
  userId: string;
  matchType: QueueMatchType;
  /** The owner's "show online status" privacy setting. */
  ownerShowsOnline: boolean;
}

/**
 * [W34] A waiting ticket is an open challenge for `viewerId` when it is a quick match (ranked holds a stake and keeps
 * its rating window), of another player, whose owner does not hide being online.
 */
export function isOpenChallenge(ticket: ChallengeTicket, viewerId: string): boolean {
  return ticket.matchType === "quick" && ticket.userId !== viewerId && ticket.ownerShowsOnline;
}

/**
 * [W35] Why `takerId` may not take the ticket (checked before their ant): no open challenge by that id → 404 gone;
 * their own → 409. Null when they may; the ant then must pass W1 and any rating may take (quick: no ELO, no stake).
 */
export function takeRefusal(
  ticket: ChallengeTicket | undefined,
  takerId: string,
): { status: 404 | 409; message: string } | null {
  if (ticket?.userId === takerId) return { status: 409, message: CHALLENGE_MESSAGES.own };
  if (!ticket || !isOpenChallenge(ticket, takerId)) return { status: 404, message: CHALLENGE_MESSAGES.gone };
  return null;
}
