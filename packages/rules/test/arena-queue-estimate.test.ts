// The queue's wait estimate ([W25]): who waits now, the windows that widen (W3) and the rematch wait (W16).
import { describe, expect, it } from "vitest";
import { canPair, type QueueTicket, REMATCH_WAIT_MS, waitEstimateMs } from "../src/arena/queue";
import { createRng, randomInt } from "../src/random";

let counter = 0;
function ticket(over: Partial<QueueTicket> = {}): QueueTicket {
  counter += 1;
  const id = over.id ?? `t${String(counter).padStart(4, "0")}`;
  return {
    id,
    userId: `u-${id}`,
    antId: `a-${id}`,
    matchType: "quick",
    rating: 1000,
    joinedAt: 0,
    stakeMilli: 0,
    ...over,
  };
}

describe("[W25] the wait estimate", () => {
  it("is null alone, or with only the player's own tickets, the other queue or ratings beyond ±800", () => {
    const mine = ticket();
    expect(waitEstimateMs(mine, [mine], 0)).toBeNull();
    expect(waitEstimateMs(mine, [mine, ticket({ userId: mine.userId })], 0)).toBeNull();
    expect(waitEstimateMs(mine, [ticket({ matchType: "ranked" }), ticket({ rating: 1801 })], 0)).toBeNull();
  });

  it("is 0 when someone may meet the ticket now", () => {
    const mine = ticket({ joinedAt: 1000 });
    expect(waitEstimateMs(mine, [mine, ticket({ rating: 1100, joinedAt: 500 })], 2000)).toBe(0);
  });

  it("waits for both windows to cover the gap: the later joiner's window decides", () => {
    const mine = ticket({ rating: 1000, joinedAt: 0 });
    // Gap 260 needs ±300: four steps of 5 s after the later of the two joined (at 3 s).
    const other = ticket({ rating: 1260, joinedAt: 3000 });
    expect(waitEstimateMs(mine, [mine, other], 4000)).toBe(3000 + 4 * 5000 - 4000);
    expect(waitEstimateMs(mine, [mine, other, ticket({ rating: 1150, joinedAt: 6000 })], 7000)).toBe(
      5000 + 6000 - 7000,
    );
  });

  it("keeps last opponents apart until both have waited 10 s", () => {
    const mine = ticket({ joinedAt: 0, lastOpponentId: "rival" });
    const rival = ticket({ userId: "rival", joinedAt: 2000 });
    expect(waitEstimateMs(mine, [mine, rival], 3000)).toBe(2000 + REMATCH_WAIT_MS - 3000);
  });

  it("says 0 exactly when canPair finds it a partner now, and otherwise a time at which one is found", () => {
    const rng = createRng(25);
    for (let round = 0; round < 300; round += 1) {
      const now = 60_000;
      const tickets = Array.from({ length: 6 }, () =>
        ticket({ rating: randomInt(rng, 800, 2000), joinedAt: randomInt(rng, 0, now) }),
      );
      const [mine, ...others] = tickets as [QueueTicket, ...QueueTicket[]];
      const estimate = waitEstimateMs(mine, tickets, now);
      const meetsNow = others.some((other) => canPair(mine, other, now));
      expect(estimate === 0).toBe(meetsNow);
      if (estimate === null || estimate === 0) continue;
      const later = now + estimate;
      expect(others.some((other) => canPair(mine, other, later))).toBe(true);
      expect(others.some((other) => canPair(mine, other, later - 1))).toBe(false);
    }
  });
});
