// Boulder Push: seeded boulders, points per boulder, pushing physics, and a perfect versus a random player.
import { describe, expect, it } from "vitest";
import { autoplay } from "../../../src/training/games/autoplay";
import {
  BOULDER_COUNT,
  boulderPoints,
  boulderPush,
  GOAL_X,
  generateBoulders,
  PUSH_SPEED,
} from "../../../src/training/games/boulder-push";
import { GameRun } from "../../../src/training/games/run";

describe("Boulder Push", () => {
  it("[MG10] the same seed gives the same five boulders; weights 1.0 to 1.5 worth 800+ together", () => {
    expect(generateBoulders(42)).toEqual(generateBoulders(42));
    expect(generateBoulders(42)).not.toEqual(generateBoulders(43));
    for (let seed = 1; seed <= 200; seed += 1) {
      const { boulders } = generateBoulders(seed);
      expect(boulders).toHaveLength(BOULDER_COUNT);
      for (const b of boulders) expect(b.weight).toBeGreaterThanOrEqual(1);
      for (const b of boulders) expect(b.weight).toBeLessThanOrEqual(1.5);
      expect(boulders.reduce((sum, b) => sum + boulderPoints(b.weight), 0)).toBeGreaterThanOrEqual(800);
    }
  });

  it("[MG11] a pushed boulder scores floor(200 / weight)", () => {
    expect(boulderPoints(1)).toBe(200);
    expect(boulderPoints(1.3)).toBe(153);
    expect(boulderPoints(1.5)).toBe(133);
  });

  it("[MG12] a held boulder follows the pointer at most 14 / weight per tick and scores once in the goal", () => {
    const run = new GameRun(boulderPush, 7);
    const start = run.level.starts[0]!;
    const weight = run.level.boulders[0]!.weight;
    expect(run.offer({ kind: "drag", x: 700, y: start.y })).toBe("A boulder moves only while the mouse is pressed");
    expect(run.offer({ kind: "press", x: start.x, y: start.y })).toBeNull();
    expect(run.offer({ kind: "press", x: start.x, y: start.y })).toBe("The mouse is already pressed");
    expect(run.offer({ kind: "drag", x: 780, y: start.y })).toBeNull();
    run.stepTo(1);
    expect(run.state.positions[0]!.x).toBeCloseTo(start.x + PUSH_SPEED / weight, 9);
    run.stepTo(200);
    expect(run.state.pushed[0]).toBe(true);
    expect(run.state.positions[0]!.x).toBeGreaterThanOrEqual(GOAL_X);
    expect(run.state.held).toBeNull();
    expect(run.state.points).toBe(boulderPoints(weight));
    const pressMiss = new GameRun(boulderPush, 7);
    pressMiss.offer({ kind: "press", x: 790, y: 490 });
    expect(pressMiss.state.held).toBeNull();
  });

  it("[MG13] a scripted perfect player reaches S and a random one does not", () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      expect(autoplay("strength", seed, "perfect").outcome.grade, `seed ${seed}`).toBe("S");
      for (let k = 0; k < 3; k += 1) {
        expect(autoplay("strength", seed, "random", { playerSeed: seed * 10 + k }).outcome.grade).not.toBe("S");
      }
    }
  });
});
