// Arena tournaments: the daily window, waves paired as the queue pairs, and the top three's prizes ([TN16]–[TN19]).
import { describe, expect, it } from "vitest";
import {
  type ArenaWaiter,
  arenaEndsAt,
  arenaPairing,
  arenaTournamentId,
  arenaWave,
  DEFAULT_ARENA_MS,
  splitArenaPool,
} from "../../src/tournament/arena-wave";

const waiter = (id: string, rating: number, extra: Partial<ArenaWaiter> = {}): ArenaWaiter => ({
  entryId: `e-${id}`,
  userId: id,
  antId: `ant-${id}`,
  rating,
  waitingSince: 0,
  lastOpponentId: null,
  ...extra,
});

describe("arena tournaments", () => {
  it("[TN16] a daily id, a 30-minute window by default, pairing from the start until the end", () => {
    const start = Date.parse("2026-11-22T19:00:00Z");
    expect(arenaTournamentId(start)).toBe("arena-2026-11-22");
    expect(DEFAULT_ARENA_MS).toBe(1_800_000);
    const end = arenaEndsAt(start);
    expect(end - start).toBe(1_800_000);
    expect(arenaPairing(start, end, start - 1)).toBe(false);
    expect(arenaPairing(start, end, start)).toBe(true);
    expect(arenaPairing(start, end, end - 1)).toBe(true);
    expect(arenaPairing(start, end, end)).toBe(false);
  });

  it("[TN17] one wave pairs every waiting player it can at once, nearest rating first, an odd one waits", () => {
    const pairs = arenaWave([waiter("a", 1000), waiter("b", 1050), waiter("c", 1010), waiter("d", 1060)], 0);
    expect(pairs.map(([x, y]) => [x.userId, y.userId])).toEqual([
      ["a", "c"],
      ["b", "d"],
    ]);
    const odd = arenaWave([waiter("a", 1000), waiter("b", 1000), waiter("c", 1000)], 0);
    expect(odd).toHaveLength(1);
  });

  it("[TN17] the rating window widens with the wait since the last game (W3)", () => {
    const far = [waiter("a", 1000), waiter("b", 1300)];
    expect(arenaWave(far, 0)).toEqual([]);
    // ±100 at once, +50 every 5 s: 300 apart meet after 20 s.
    expect(arenaWave(far, 19_999)).toEqual([]);
    expect(arenaWave(far, 20_000)).toHaveLength(1);
  });

  it("[TN17] no immediate rematch of the last opponent while someone else fits; alone, after both waited 10 s (W16)", () => {
    const a = waiter("a", 1000, { lastOpponentId: "b" });
    const b = waiter("b", 1000, { lastOpponentId: "a" });
    const c = waiter("c", 1040);
    expect(arenaWave([a, b, c], 0).map(([x, y]) => [x.userId, y.userId])).toEqual([["a", "c"]]);
    expect(arenaWave([a, b], 9_999)).toEqual([]);
    expect(arenaWave([a, b], 10_000)).toHaveLength(1);
  });

  it("[TN19] the top three share the pool after the house share; fewer players, fewer places; the sum is the pool", () => {
    expect(splitArenaPool(4000, 4)).toEqual({
      house: 200,
      prizes: [
        { place: 1, milli: 2173 },
        { place: 2, milli: 1085 },
        { place: 3, milli: 542 },
      ],
    });
    expect(splitArenaPool(2000, 2).prizes.map((prize) => prize.place)).toEqual([1, 2]);
    for (const [pool, placed] of [
      [0, 3],
      [1, 1],
      [999, 2],
      [12_345, 3],
      [7, 9],
    ] as const) {
      const { house, prizes } = splitArenaPool(pool, placed);
      expect(house + prizes.reduce((sum, prize) => sum + prize.milli, 0)).toBe(pool);
      expect(prizes.length).toBe(Math.max(1, Math.min(3, placed)));
    }
  });
});
