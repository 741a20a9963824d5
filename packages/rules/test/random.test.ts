// Seeded PRNG: same seed, same sequence; state restores mid-stream.
import { describe, expect, it } from "vitest";
import { createRng, createWideRng, randomInt, rngFromState } from "../src/random";

describe("random", () => {
  it("[R1] the same seed gives the same sequence", () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 50 }, () => a.next());
    const seqB = Array.from({ length: 50 }, () => b.next());
    expect(seqA).toEqual(seqB);
    expect(new Set(seqA).size).toBe(50);
  });

  it("[R2] a saved state resumes the sequence", () => {
    const a = createRng(7);
    for (let i = 0; i < 10; i++) a.next();
    const resumed = createRng(a.state());
    expect(Array.from({ length: 5 }, () => resumed.next())).toEqual(Array.from({ length: 5 }, () => a.next()));
  });

  it("[R3] randomInt stays within bounds", () => {
    const rng = createRng(1);
    for (let i = 0; i < 1000; i++) {
      const n = randomInt(rng, 3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
    }
  });

  it("[R4] sfc32: four words give a fixed sequence that a saved state resumes, spread evenly over [0, 1)", () => {
    const words = [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0];
    const a = createWideRng(words);
    const first = Array.from({ length: 4 }, () => Math.floor(a.next() * 4294967296));
    expect(first).toEqual(FIRST_SFC32_WORDS);
    for (let i = 0; i < 10; i++) a.next();
    const resumed = createWideRng(a.state());
    expect(Array.from({ length: 5 }, () => resumed.next())).toEqual(Array.from({ length: 5 }, () => a.next()));
    const many = createWideRng([1, 2, 3, 4]);
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 100_000; i++) buckets[Math.floor(many.next() * 10)] += 1;
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
    expect(createWideRng([0, 0, 0, 0]).next()).toBe(0);
    const zero = createWideRng([0, 0, 0, 0]);
    expect(new Set(Array.from({ length: 20 }, () => zero.next())).size).toBeGreaterThan(15);
  });

  it("[R4] a wide state is exactly four unsigned 32-bit words; one word resumes mulberry32", () => {
    expect(() => createWideRng([1, 2, 3])).toThrow(RangeError);
    expect(() => createWideRng([1, 2, 3, 2 ** 32])).toThrow(RangeError);
    expect(() => createWideRng([1, 2, 3, -1])).toThrow(RangeError);
    expect(rngFromState(7).next()).toBe(createRng(7).next());
    expect(rngFromState([5, 6, 7, 8]).next()).toBe(createWideRng([5, 6, 7, 8]).next());
  });
});

/** The first four outputs of sfc32 from (0x9e3779b9, 0x243f6a88, 0xb7e15162, 0), by the widely published JavaScript sfc32 (bryc's PRNG collection), run separately. */
const FIRST_SFC32_WORDS = [3262571585, 2602127792, 3691875681, 1381958785];
