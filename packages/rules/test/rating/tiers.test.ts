// Leaderboard tiers by rating and progress within a tier ([E6], [E7]).
import { describe, expect, it } from "vitest";
import { tierFor, tierProgress } from "../../src/rating/tiers";

describe("tiers", () => {
  it("[E6] 2000+ Grandmaster, 1800+ Master, 1600+ Expert, 1400+ Advanced, 1200+ Intermediate, 1000+ Novice, else Beginner", () => {
    const cases: [number, string][] = [
      [2400, "Grandmaster"],
      [2000, "Grandmaster"],
      [1999, "Master"],
      [1800, "Master"],
      [1600, "Expert"],
      [1400, "Advanced"],
      [1399, "Intermediate"],
      [1200, "Intermediate"],
      [1000, "Novice"],
      [999, "Beginner"],
      [100, "Beginner"],
    ];
    for (const [rating, title] of cases) expect(tierFor(rating), `${rating}`).toBe(title);
  });

  it("[E7] progress runs 0..1 through each 200-point band", () => {
    expect(tierProgress(1000)).toBe(0);
    expect(tierProgress(1050)).toBe(0.25);
    expect(tierProgress(900)).toBe(0.5);
    expect(tierProgress(500)).toBe(0);
    expect(tierProgress(2600)).toBe(1);
  });
});
