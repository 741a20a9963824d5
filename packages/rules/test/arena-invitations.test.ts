// Friendly challenges: lifetime, terms, who may be invited, who may answer, the accepting ant ([W20]–[W24]).
import { describe, expect, it } from "vitest";
import {
  acceptingAnt,
  answerRefusal,
  INVITATION_TTL_MS,
  invitationExpiresAt,
  invitationTermsRefusal,
  inviteRefusal,
  isInvitationOpen,
} from "../src/arena/invitations";

describe("battle invitations", () => {
  it("[W20] an invitation is open for five minutes, expired from its expiry on", () => {
    expect(INVITATION_TTL_MS).toBe(300_000);
    const sent = 1_000_000;
    const expires = invitationExpiresAt(sent);
    expect(expires).toBe(sent + 300_000);
    expect(isInvitationOpen(expires, sent)).toBe(true);
    expect(isInvitationOpen(expires, expires - 1)).toBe(true);
    expect(isInvitationOpen(expires, expires)).toBe(false);
    expect(isInvitationOpen(expires, expires + 60_000)).toBe(false);
  });

  it("[W21] only 'friendly' at stake 0 is accepted; the match type is checked first", () => {
    expect(invitationTermsRefusal("friendly", 0)).toBeNull();
    expect(invitationTermsRefusal("ranked", 0)).toBe("match_type");
    expect(invitationTermsRefusal("quick", 0.1)).toBe("match_type");
    expect(invitationTermsRefusal("friendly", 0.1)).toBe("stake");
    expect(invitationTermsRefusal("friendly", -1)).toBe("stake");
  });

  it("[W22] self, then non-friend, then invites off, then one open invitation per pair", () => {
    const ok = { isSelf: false, isFriend: true, allowsInvites: true, hasOpenInvitation: false };
    expect(inviteRefusal(ok)).toBeNull();
    expect(inviteRefusal({ ...ok, isSelf: true, isFriend: false })).toBe("self");
    expect(inviteRefusal({ ...ok, isFriend: false, allowsInvites: false })).toBe("not_friend");
    expect(inviteRefusal({ ...ok, allowsInvites: false, hasOpenInvitation: true })).toBe("invites_off");
    expect(inviteRefusal({ ...ok, hasOpenInvitation: true })).toBe("already_pending");
  });

  it("[W23] only the invitee answers a pending, open invitation of a friend", () => {
    const now = 5_000;
    const ok = {
      isInvitee: true,
      isInviter: false,
      status: "pending" as const,
      expiresAtMs: now + 1,
      nowMs: now,
      stillFriends: true,
    };
    expect(answerRefusal(ok)).toBeNull();
    expect(answerRefusal({ ...ok, isInvitee: false })).toBe("not_found");
    expect(answerRefusal({ ...ok, isInvitee: false, isInviter: true })).toBe("not_invitee");
    expect(answerRefusal({ ...ok, status: "accepted", expiresAtMs: 0 })).toBe("answered");
    expect(answerRefusal({ ...ok, status: "declined" })).toBe("answered");
    expect(answerRefusal({ ...ok, status: "expired" })).toBe("expired");
    expect(answerRefusal({ ...ok, expiresAtMs: now, stillFriends: false })).toBe("expired");
    expect(answerRefusal({ ...ok, stillFriends: false })).toBe("not_friend");
  });

  it("[W24] only the chosen ant, never one picked for the player", () => {
    expect(acceptingAnt("b")).toBe("b");
    expect(acceptingAnt(undefined)).toBeNull();
    expect(acceptingAnt(null)).toBeNull();
    expect(acceptingAnt("")).toBeNull();
  });
});
