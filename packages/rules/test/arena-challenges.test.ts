// Open challenges ([W34], [W35]): which waiting tickets a player sees and may take.
import { describe, expect, it } from "vitest";
import { CHALLENGE_MESSAGES, type ChallengeTicket, isOpenChallenge, takeRefusal } from "../src/arena/challenges";

const quick: ChallengeTicket = { userId: "owner", matchType: "quick", ownerShowsOnline: true };

describe("open challenges", () => {
  it("[W34] lists another player's quick ticket, never one's own, a ranked one or a hidden owner's", () => {
    expect(isOpenChallenge(quick, "viewer")).toBe(true);
    expect(isOpenChallenge(quick, "owner")).toBe(false);
    expect(isOpenChallenge({ ...quick, matchType: "ranked" }, "viewer")).toBe(false);
    expect(isOpenChallenge({ ...quick, ownerShowsOnline: false }, "viewer")).toBe(false);
  });

  it("[W35] refuses one's own ticket with 409 and anything not open with 404", () => {
    expect(takeRefusal(quick, "taker")).toBeNull();
    expect(takeRefusal(quick, "owner")).toEqual({ status: 409, message: CHALLENGE_MESSAGES.own });
    expect(takeRefusal(undefined, "taker")).toEqual({ status: 404, message: CHALLENGE_MESSAGES.gone });
    expect(takeRefusal({ ...quick, matchType: "ranked" }, "taker")).toEqual({
      status: 404,
      message: CHALLENGE_MESSAGES.gone,
    });
    expect(takeRefusal({ ...quick, ownerShowsOnline: false }, "taker")?.status).toBe(404);
  });
});
