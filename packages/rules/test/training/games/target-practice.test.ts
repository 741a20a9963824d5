// Target Practice: seeded targets, ring points, combo bonus, shot speed, a perfect versus a random player.
import { describe, expect, it } from "vitest";
import { autoplay } from "../../../src/training/games/autoplay";
import { FIELD_HEIGHT, FIELD_WIDTH } from "../../../src/training/games/constants";
import { GameRun } from "../../../src/training/games/run";
import {
  generateTargets,
  ringPoints,
  TARGET_COUNT,
  targetPractice,
  targetVisible,
} from "../../../src/training/games/target-practice";

describe("Target Practice", () => {
  it("[MG30] the same seed gives the same targets, inside the field, one after another", () => {
    expect(generateTargets(5)).toEqual(generateTargets(5));
    expect(generateTargets(5)).not.toEqual(generateTargets(6));
    const { targets } = generateTargets(5);
    expect(targets).toHaveLength(TARGET_COUNT);
    for (const t of targets) {
      expect(t.x - t.radius).toBeGreaterThanOrEqual(0);
      expect(t.x + t.radius).toBeLessThanOrEqual(FIELD_WIDTH);
      expect(t.y + t.radius).toBeLessThanOrEqual(FIELD_HEIGHT);
      expect(t.appear + t.life).toBeLessThanOrEqual(600);
    }
    const first = targets[0]!;
    expect(targetVisible(first, first.appear - 1)).toBe(false);
    expect(targetVisible(first, first.appear + first.life - 1)).toBe(true);
    expect(targetVisible(first, first.appear + first.life)).toBe(false);
  });

  it("[MG31] a hit scores 30 in the inner third, 20 in the middle third, 10 at the rim", () => {
    expect(ringPoints(0, 30)).toBe(30);
    expect(ringPoints(10 * 10, 30)).toBe(30);
    expect(ringPoints(20 * 20, 30)).toBe(20);
    expect(ringPoints(30 * 30, 30)).toBe(10);
    expect(ringPoints(31 * 31, 30)).toBe(0);
  });

  it("[MG32] every third hit in a row adds 10; a miss or an escaped target ends the streak", () => {
    const run = new GameRun(targetPractice, 11);
    const shootAt = (index: number, dx = 0) => {
      const t = run.level.targets[index]!;
      run.stepTo(t.appear);
      return run.offer({ kind: "shot", x: t.x + dx, y: t.y });
    };
    shootAt(0);
    shootAt(1);
    shootAt(2);
    expect(run.state).toMatchObject({ hits: 3, combo: 3, points: 30 * 3 + 10 });
    run.stepTo(run.tick + 2);
    run.offer({ kind: "shot", x: 0, y: 0 });
    expect(run.state).toMatchObject({ misses: 1, combo: 0 });
    const t4 = run.level.targets[4]!;
    run.stepTo(t4.appear + t4.life);
    expect(run.state.escaped).toBeGreaterThanOrEqual(1);
    expect(run.state.combo).toBe(0);
  });

  it("[MG33] at most one shot every 2 ticks", () => {
    const run = new GameRun(targetPractice, 11);
    expect(run.offer({ kind: "shot", x: 5, y: 5 })).toBeNull();
    run.stepTo(1);
    expect(run.offer({ kind: "shot", x: 5, y: 5 })).toBe("Inputs too fast at tick 1: at most one shot every 2 ticks");
    run.stepTo(2);
    expect(run.offer({ kind: "shot", x: 5, y: 5 })).toBeNull();
  });

  it("[MG34] a scripted perfect player reaches S and a random one does not", () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const perfect = autoplay("precision", seed, "perfect").outcome;
      expect(perfect).toMatchObject({ grade: "S", score: 40 * 30 + 13 * 10 });
      for (let k = 0; k < 3; k += 1) {
        expect(autoplay("precision", seed, "random", { playerSeed: seed * 10 + k }).outcome.grade).not.toBe("S");
      }
    }
  });
});
