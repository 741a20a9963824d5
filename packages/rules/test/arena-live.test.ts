// Live arena timings and decisions, one test per rule id.

import { describe, expect, it } from "vitest";
import {
  COUNTDOWN_SLOT_MS,
  COUNTDOWN_SLOTS,
  countdownEndsAt,
  countdownMessage,
  countdownOffsetMs,
  countdownText,
  LEASE_MS,
  LEASE_RENEW_MS,
  LIVE_COUNTDOWN_SECONDS,
  LIVE_TURN_MS,
  leaseFree,
  SEAT_HOLD_MS,
  seatExpired,
  tacticInForce,
  turnReady,
} from "../src/arena/live";
import { createRng } from "../src/random";

describe("live arena rules", () => {
  it("[W17] a wave's countdowns end in 17 slots over 0.8 s, each still starting at 3; a lone battle's never", () => {
    const now = 1_000_000;
    const rng = createRng(17);
    const hex = (digits: number) =>
      Array.from({ length: digits }, () => Math.floor(rng.next() * 16).toString(16)).join("");
    const ids = Array.from({ length: 450 }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`);
    const ends = ids.map((id) => countdownEndsAt(id, now, LIVE_COUNTDOWN_SECONDS, true));
    for (const end of ends) {
      expect(end).toBeGreaterThanOrEqual(now + LIVE_COUNTDOWN_SECONDS * 1000 - 800);
      expect(end).toBeLessThanOrEqual(now + LIVE_COUNTDOWN_SECONDS * 1000);
      expect((end - now) % COUNTDOWN_SLOT_MS).toBe(0);
      expect(Math.ceil((end - now) / 1000)).toBe(LIVE_COUNTDOWN_SECONDS);
    }
    const slots = new Map<number, number>();
    for (const end of ends) slots.set(end, (slots.get(end) ?? 0) + 1);
    expect(slots.size).toBe(COUNTDOWN_SLOTS);
    // About 26 a slot: none holds more than twice that.
    expect(Math.max(...slots.values())).toBeLessThan(53);
    expect(countdownOffsetMs(ids[0] as string)).toBe(countdownOffsetMs(ids[0] as string));
    expect(countdownOffsetMs("00000000-0000-4000-8000-000000000000")).toBe(0);
    expect(countdownOffsetMs("not a uuid")).toBe(0);
    for (const id of ids) expect(countdownEndsAt(id, now)).toBe(now + LIVE_COUNTDOWN_SECONDS * 1000);
    // A one-second countdown is shortened by a third at most.
    for (const id of ids) expect(countdownEndsAt(id, now, 1, true)).toBeGreaterThanOrEqual(now + 667);
  });

  it("[W10] a turn waits a watchable five seconds for tactics", () => {
    expect(LIVE_TURN_MS).toBe(5000);
  });

  it("[W11] the countdown lasts three seconds with a message per second", () => {
    expect(LIVE_COUNTDOWN_SECONDS).toBe(3);
    expect([3, 2, 1].map(countdownMessage)).toEqual([
      "Get Ready! The battle starts in 3...",
      "Get Ready! The battle starts in 2...",
      "Get Ready! The battle starts in 1...",
    ]);
    expect(countdownText(2)).toBe("The battle starts in 2...");
  });

  it("[W12] a seat is held for at least 40 seconds after its player leaves", () => {
    expect(SEAT_HOLD_MS).toBeGreaterThanOrEqual(40_000);
    expect(seatExpired(null, 1e9)).toBe(false);
    expect(seatExpired(1000, 1000 + SEAT_HOLD_MS - 1)).toBe(false);
    expect(seatExpired(1000, 1000 + SEAT_HOLD_MS)).toBe(true);
  });

  it("[W13] a turn resolves at its deadline, or when every seat chose or is no longer held", () => {
    const present = { chosen: false, leftAt: null };
    const chose = { chosen: true, leftAt: null };
    expect(turnReady([present, chose], 5000, 4999)).toBe(false);
    expect(turnReady([present, chose], 5000, 5000)).toBe(true);
    expect(turnReady([chose, chose], 5000, 0)).toBe(true);
    expect(turnReady([chose, { chosen: false, leftAt: 0 }], 1e9, SEAT_HOLD_MS - 1)).toBe(false);
    expect(turnReady([chose, { chosen: false, leftAt: 0 }], 1e9, SEAT_HOLD_MS)).toBe(true);
    const gone = { chosen: false, leftAt: 0 };
    expect(turnReady([gone, gone], 1e9, SEAT_HOLD_MS)).toBe(true);
  });

  it("[W14] one node drives under a lease renewed well before it runs out; a lapsed one may be taken", () => {
    expect(LEASE_RENEW_MS * 3).toBeLessThanOrEqual(LEASE_MS);
    expect(leaseFree(null, 0)).toBe(true);
    expect(leaseFree(6000, 5999)).toBe(false);
    expect(leaseFree(6000, 6000)).toBe(true);
  });

  it("[W15] a seat with no choice this turn keeps its last tactic", () => {
    expect(tacticInForce("press", "guard")).toBe("press");
    expect(tacticInForce(null, "guard")).toBe("guard");
    expect(tacticInForce(null, null)).toBeNull();
  });
});
