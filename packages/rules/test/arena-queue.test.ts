// The live arena queue: readiness, stake, widening window, pairing choice, one ticket per player, sweeps ([W1]–[W9]), no immediate rematch ([W16]).
import { describe, expect, it } from "vitest";
import {
  canPair,
  checkQueueStake,
  mayJoin,
  pairTickets,
  QUEUE_MESSAGES,
  type QueueTicket,
  queueReadiness,
  queueStakeMilli,
  REMATCH_WAIT_MS,
  ratingWindow,
  sweepVerdict,
} from "../src/arena/queue";
import { READINESS_MESSAGES } from "../src/battle/readiness";
import { createRng } from "../src/random";

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

describe("live arena queue", () => {
  it("[W1] a ready ant (health 50+, energy 30+, not busy) may queue; busy first, then health, then energy", () => {
    const fit = { health: 50, energy: 30, isInBattle: false, isTraining: false };
    expect(queueReadiness(fit).ready).toBe(true);
    expect(queueReadiness({ ...fit, health: 49 })).toEqual({ ready: false, message: READINESS_MESSAGES.serverHealth });
    expect(queueReadiness({ ...fit, energy: 29 })).toEqual({ ready: false, message: READINESS_MESSAGES.serverEnergy });
    expect(queueReadiness({ ...fit, isInBattle: true, health: 0 }).message).toBe(READINESS_MESSAGES.inBattle);
    expect(queueReadiness({ ...fit, isTraining: true }).message).toBe(READINESS_MESSAGES.training);
  });

  it("[W2] ranked stakes exactly 0.1 (100 milli), quick exactly 0; anything else is refused", () => {
    expect(queueStakeMilli("ranked")).toBe(100);
    expect(queueStakeMilli("quick")).toBe(0);
    expect(checkQueueStake("ranked", 0.1)).toEqual({ ok: true, milli: 100 });
    expect(checkQueueStake("quick", 0)).toEqual({ ok: true, milli: 0 });
    for (const [type, amount] of [
      ["ranked", 0],
      ["ranked", 0.2],
      ["ranked", 0.15],
      ["quick", 0.1],
      ["quick", -1],
    ] as const) {
      expect(checkQueueStake(type, amount), `${type} ${amount}`).toEqual({ ok: false, message: QUEUE_MESSAGES.stake });
    }
  });

  it("[W3] the window is ±100 at once, 50 wider each full 5 s of waiting, at most ±800", () => {
    expect(ratingWindow(0)).toBe(100);
    expect(ratingWindow(-5_000)).toBe(100);
    expect(ratingWindow(4_999)).toBe(100);
    expect(ratingWindow(5_000)).toBe(150);
    expect(ratingWindow(30_000)).toBe(400);
    expect(ratingWindow(70_000)).toBe(800);
    expect(ratingWindow(3_600_000)).toBe(800);
  });

  it("[W4] two tickets pair only in one queue, of two players, within BOTH windows", () => {
    const a = ticket({ rating: 1000, joinedAt: 0 });
    expect(canPair(a, ticket({ rating: 1100, joinedAt: 0 }), 0)).toBe(true);
    expect(canPair(a, ticket({ rating: 1101, joinedAt: 0 }), 0)).toBe(false);
    expect(canPair(a, ticket({ rating: 1000, matchType: "ranked" }), 0)).toBe(false);
    expect(canPair(a, ticket({ rating: 1000, userId: a.userId }), 0)).toBe(false);
    const patient = ticket({ rating: 1000, joinedAt: 0 });
    const fresh = ticket({ rating: 1140, joinedAt: 10_000 });
    expect(canPair(patient, fresh, 10_000)).toBe(false);
    expect(canPair(patient, fresh, 15_000)).toBe(true);
  });

  it("[W16] no immediate rematch: last opponents meet again only once both waited 10 s, and pair elsewhere first", () => {
    const a = ticket({ userId: "ua", lastOpponentId: "ub", joinedAt: 0 });
    const b = ticket({ userId: "ub", lastOpponentId: "ua", joinedAt: 2_000 });
    expect(canPair(a, b, 11_999)).toBe(false);
    expect(canPair(b, a, 11_999)).toBe(false);
    expect(canPair(a, b, 12_000)).toBe(true);
    const oneSided = ticket({ userId: "uc", lastOpponentId: "ua", joinedAt: 0 });
    expect(canPair(a, oneSided, 5_000)).toBe(false);
    expect(canPair(a, ticket({ userId: "ud", joinedAt: 0 }), 0)).toBe(true);
    const other = ticket({ userId: "ue", rating: 1090, joinedAt: 1_000 });
    expect(pairTickets([a, b, other], 3_000)).toEqual([[a, other]]);
    expect(REMATCH_WAIT_MS).toBe(10_000);
  });

  it("[W5] the oldest ticket picks the nearest rating (the older on a tie); others wait", () => {
    const oldest = ticket({ id: "a", rating: 1000, joinedAt: 0 });
    const far = ticket({ id: "b", rating: 1090, joinedAt: 1 });
    const near = ticket({ id: "c", rating: 1020, joinedAt: 2 });
    const tie = ticket({ id: "d", rating: 980, joinedAt: 3 });
    const pairs = pairTickets([tie, near, far, oldest], 3);
    expect(pairs.map(([x, y]) => [x.id, y.id])).toEqual([["a", "c"]]);
    expect(pairTickets([tie, near, far, oldest], 10_000).map(([x, y]) => [x.id, y.id])).toEqual([
      ["a", "c"],
      ["b", "d"],
    ]);
    const lone = ticket({ id: "e", rating: 2000, joinedAt: 0 });
    expect(pairTickets([lone, ticket({ id: "f", rating: 1000, joinedAt: 0 })], 0)).toEqual([]);
    expect(
      pairTickets([ticket({ id: "g", rating: 1000 }), ticket({ id: "h", rating: 1010 })], 0).map((p) =>
        p.map((t) => t.id),
      ),
    ).toEqual([["g", "h"]]);
  });

  it("[W6] one ticket per player: a second join is refused", () => {
    expect(mayJoin(0)).toEqual({ ok: true });
    expect(mayJoin(1)).toEqual({ ok: false, message: QUEUE_MESSAGES.alreadyQueued });
  });

  it("[W7] any queue pairs each ticket at most once and never two tickets of one player", () => {
    const rng = createRng(7);
    for (let round = 0; round < 200; round += 1) {
      const players = 1 + Math.floor(rng.next() * 6);
      const tickets = Array.from({ length: Math.floor(rng.next() * 30) }, () =>
        ticket({
          userId: `p${Math.floor(rng.next() * players)}`,
          matchType: rng.next() < 0.5 ? "quick" : "ranked",
          rating: 800 + Math.floor(rng.next() * 800),
          joinedAt: Math.floor(rng.next() * 60_000),
        }),
      );
      const now = 60_000 + Math.floor(rng.next() * 60_000);
      const seen = new Set<string>();
      for (const [x, y] of pairTickets(tickets, now)) {
        expect(canPair(x, y, now)).toBe(true);
        expect(x.userId).not.toBe(y.userId);
        for (const id of [x.id, y.id]) {
          expect(seen.has(id)).toBe(false);
          seen.add(id);
        }
      }
    }
  });

  it("[W8] a sweep keeps waiting tickets, takes out those of offline players, releases tickets missing twice", () => {
    expect(sweepVerdict({ inQueue: true, ownerOnline: true, missingBefore: false })).toBe("keep");
    expect(sweepVerdict({ inQueue: true, ownerOnline: false, missingBefore: true })).toBe("leave");
    expect(sweepVerdict({ inQueue: false, ownerOnline: true, missingBefore: false })).toBe("suspect");
    expect(sweepVerdict({ inQueue: false, ownerOnline: true, missingBefore: true })).toBe("release");
  });

  it("[W9] the queue's texts", () => {
    expect(QUEUE_MESSAGES.joined).toBe("Looking for a worthy challenger...");
    expect(QUEUE_MESSAGES.alreadyQueued).toBe("You are already searching for an opponent");
    expect(QUEUE_MESSAGES.unavailable).toBe(
      "Matchmaking is unavailable for a moment: the game lost its link to the match queue. Try again shortly.",
    );
  });
});
