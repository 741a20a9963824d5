// Pattern Memory: seeded patterns, showing, length and reward by level, mistakes, a perfect versus a random player.
import { describe, expect, it } from "vitest";
import { autoplay } from "../../../src/training/games/autoplay";
import {
  currentPattern,
  DARK_TICKS,
  FIRST_PAUSE_TICKS,
  generatePatterns,
  LIT_TICKS,
  litCell,
  PAUSE_TICKS,
  patternLength,
  patternMemory,
} from "../../../src/training/games/pattern-memory";
import { GameRun } from "../../../src/training/games/run";

function toInput(run: GameRun<ReturnType<typeof generatePatterns>, ReturnType<typeof patternMemory.start>>) {
  while (run.state.phase !== "input") run.stepTo(run.tick + 1);
}

function enter(run: Parameters<typeof toInput>[0], cells: number[]) {
  for (const cell of cells) {
    expect(run.offer({ kind: "cell", cell })).toBeNull();
    run.stepTo(run.tick + 1);
  }
}

describe("Pattern Memory", () => {
  it("[MG40] the same seed gives the same patterns; cells light one after another, never twice in a row", () => {
    expect(generatePatterns(3)).toEqual(generatePatterns(3));
    expect(generatePatterns(3)).not.toEqual(generatePatterns(4));
    for (const pattern of generatePatterns(3).patterns) {
      pattern.forEach((cell, i) => {
        expect(cell).toBeGreaterThanOrEqual(0);
        expect(cell).toBeLessThan(16);
        if (i > 0) expect(cell).not.toBe(pattern[i - 1]);
      });
    }
    const run = new GameRun(patternMemory, 3);
    const pattern = currentPattern(run.level, run.state);
    run.stepTo(FIRST_PAUSE_TICKS);
    expect(litCell(run.level, run.state)).toEqual({ cell: pattern[0], index: 0 });
    run.stepTo(FIRST_PAUSE_TICKS + LIT_TICKS);
    expect(litCell(run.level, run.state)).toBeNull();
    run.stepTo(FIRST_PAUSE_TICKS + LIT_TICKS + DARK_TICKS);
    expect(litCell(run.level, run.state)).toEqual({ cell: pattern[1], index: 1 });
    run.stepTo(FIRST_PAUSE_TICKS + 3 * (LIT_TICKS + DARK_TICKS));
    expect(run.state.phase).toBe("input");
    run.offer({ kind: "cell", cell: pattern[0]! });
    run.stepTo(run.tick + 1);
    run.offer({ kind: "cell", cell: (pattern[1]! + 1) % 16 });
    const pausedAt = run.tick;
    run.stepTo(pausedAt + PAUSE_TICKS - 1);
    expect(run.state.phase).toBe("pause");
    run.stepTo(pausedAt + PAUSE_TICKS);
    expect(run.state.phase).toBe("show");
  });

  it("[MG41] pattern length is min(2 + level, 8)", () => {
    expect([1, 2, 5, 6, 7, 12].map(patternLength)).toEqual([3, 4, 7, 8, 8, 8]);
  });

  it("[MG42] a whole pattern pays 50 × length × level and raises the level", () => {
    const run = new GameRun(patternMemory, 8);
    toInput(run);
    enter(run, currentPattern(run.level, run.state));
    expect(run.state).toMatchObject({ points: 50 * 3 * 1, level: 2, phase: "pause", last: "right" });
    toInput(run);
    const pattern = currentPattern(run.level, run.state);
    expect(pattern).toHaveLength(4);
    enter(run, pattern);
    expect(run.state).toMatchObject({ points: 150 + 50 * 4 * 2, level: 3 });
  });

  it("[MG43] a mistake lowers the level by 1 (at least 1); clicks while showing are refused", () => {
    const run = new GameRun(patternMemory, 8);
    expect(run.offer({ kind: "cell", cell: 0 })).toBe("Pattern Memory takes clicks once the pattern is shown");
    toInput(run);
    const wrong = (currentPattern(run.level, run.state)[0]! + 1) % 16;
    run.offer({ kind: "cell", cell: wrong });
    expect(run.state).toMatchObject({ level: 1, mistakes: 1, points: 0, last: "wrong" });
    run.state = { ...run.state, level: 4 };
    run.stepTo(run.tick + 1);
    toInput(run);
    run.offer({ kind: "cell", cell: (currentPattern(run.level, run.state)[0]! + 1) % 16 });
    expect(run.state.level).toBe(3);
  });

  it("[MG44] a scripted perfect player reaches S and a random one does not", () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      expect(autoplay("memory", seed, "perfect").outcome.grade, `seed ${seed}`).toBe("S");
      for (let k = 0; k < 3; k += 1) {
        expect(autoplay("memory", seed, "random", { playerSeed: seed * 10 + k }).outcome.grade).not.toBe("S");
      }
    }
  });
});
