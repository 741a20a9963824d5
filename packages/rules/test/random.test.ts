// Seeded PRNG: same seed, same sequence; state restores mid-stream.
import { describe, expect, it } from "vitest";
import { createRng, randomInt } from "../src/random";

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
});
