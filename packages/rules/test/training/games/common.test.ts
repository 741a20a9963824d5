// Shared mini-game rules: ids, the 50 ms tick over 30 s, ends, time bonus, grades, rewards, the day and input checks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { autoplay } from "../../../src/training/games/autoplay";
import {
  GAME_IDS,
  GAME_NAMES,
  GAME_TICKS,
  isGameId,
  nextPlayAvailable,
  playDay,
  playRewards,
  scoreGrade,
  TICK_MS,
  timeBonus,
} from "../../../src/training/games/constants";
import { MAX_INPUTS } from "../../../src/training/games/inputs";
import { MINI_GAMES } from "../../../src/training/games/registry";
import { GameRun, replayPlay } from "../../../src/training/games/run";

describe("mini-games", () => {
  it("[MG1] four games with their ids and names", () => {
    expect(GAME_IDS).toEqual(["strength", "speed", "precision", "memory"]);
    expect(Object.values(GAME_NAMES)).toEqual(["Boulder Push", "Tunnel Sprint", "Target Practice", "Pattern Memory"]);
    expect(isGameId("speed")).toBe(true);
    expect(isGameId("agility")).toBe(false);
    expect(isGameId(undefined)).toBe(false);
    for (const id of GAME_IDS) expect(MINI_GAMES[id].id).toBe(id);
  });

  it("[MG2] a play is 600 ticks of 50 ms and stops there", () => {
    expect(TICK_MS).toBe(50);
    expect(GAME_TICKS).toBe(600);
    const run = new GameRun(MINI_GAMES.speed, 1);
    run.stepTo(10_000);
    expect(run.tick).toBe(600);
    expect(run.endedBy).toBe("time");
  });

  it("[MG3] a play ends at time-out, by itself (boulders) or early, and takes no input after its end", () => {
    expect(autoplay("precision", 4, "perfect").outcome.endedBy).toBe("time");
    const boulders = autoplay("strength", 4, "perfect");
    expect(boulders.outcome.endedBy).toBe("finished");
    expect(boulders.endTick).toBeLessThan(GAME_TICKS);
    const early = new GameRun(MINI_GAMES.speed, 4);
    early.stepTo(120);
    expect(early.offer({ kind: "lane", dir: 1 })).toBeNull();
    early.endEarly();
    expect(early.tick).toBe(121);
    expect(early.endedBy).toBe("early");
    expect(early.offer({ kind: "lane", dir: -1 })).toBe("Input after the game ended at tick 121");
  });

  it("[MG3] the server's replay of the recorded inputs gives exactly the live outcome (20 seeds × 4 games)", () => {
    for (const game of GAME_IDS) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const style = seed % 2 ? "perfect" : "random";
        const played = autoplay(game, seed * 97, style, { playerSeed: seed, endAt: seed % 3 ? undefined : 300 });
        const early = played.outcome.endedBy === "early" ? played.endTick : undefined;
        const replay = replayPlay(MINI_GAMES[game], seed * 97, played.inputs, early);
        expect(replay, `${game} seed ${seed}`).toEqual({ ok: true, outcome: played.outcome });
      }
    }
  });

  it("[MG4] time bonus = floor(remaining seconds / 30 × 50)", () => {
    expect(timeBonus(0)).toBe(50);
    expect(timeBonus(300)).toBe(25);
    expect(timeBonus(588)).toBe(1);
    expect(timeBonus(589)).toBe(0);
    expect(timeBonus(600)).toBe(0);
    const early = autoplay("memory", 2, "perfect", { endAt: 300 });
    expect(early.outcome.timeBonus).toBe(25);
    expect(early.outcome.score).toBe(early.outcome.points + 25);
  });

  it("[MG5] grades: 800+ S, 600+ A, 400+ B, 200+ C, else D", () => {
    expect([800, 799, 600, 599, 400, 399, 200, 199, 0].map(scoreGrade)).toEqual([
      "S",
      "A",
      "A",
      "B",
      "B",
      "C",
      "C",
      "D",
      "D",
    ]);
  });

  it("[MG6] rewards: 0.02 to 0.10 on the game's stats by grade, experience, 20 energy", () => {
    expect(playRewards("strength", "S")).toEqual({
      experience: 50,
      energy: 20,
      gains: { strength: 0.1, endurance: 0.1 },
    });
    expect(playRewards("memory", "D")).toEqual({
      experience: 10,
      energy: 20,
      gains: { intelligence: 0.02, focus: 0.02 },
    });
    expect(playRewards("speed", "B").gains).toEqual({ speed: 0.06, agility: 0.06 });
    expect(playRewards("precision", "A").gains).toEqual({ precision: 0.08, reflexes: 0.08 });
    expect(playRewards("precision", "C").experience).toBe(20);
  });

  it("[MG7] a day starts at 00:00 UTC; the next play opens at the next midnight", () => {
    const evening = Date.parse("2026-11-24T23:59:59.999Z");
    const midnight = Date.parse("2026-11-25T00:00:00Z");
    expect(playDay(evening)).toBe(playDay(midnight) - 1);
    expect(nextPlayAvailable(evening)).toBe(midnight);
    expect(nextPlayAvailable(midnight)).toBe(Date.parse("2026-11-26T00:00:00Z"));
  });

  it("[MG8] impossible input is refused with the first problem named", () => {
    const strength = MINI_GAMES.strength;
    const refused = (inputs: unknown[], end?: number) => {
      const result = replayPlay(strength, 5, inputs, end);
      return result.ok ? "accepted" : result.detail;
    };
    const press = { tick: 3, kind: "press", x: 10, y: 10 };
    expect(refused([press, { tick: 2, kind: "release" }])).toBe("Input 2: ticks must not go back (tick 2)");
    expect(refused([{ ...press, tick: 600 }])).toBe("Input 1: tick 600 is after the 30 seconds of play");
    expect(refused([{ ...press, tick: 1.5 }])).toBe("Input 1: tick must be a whole number from 0");
    expect(refused([{ ...press, x: 801 }])).toBe("Input 1: the point is outside the field");
    expect(refused([{ ...press, y: -1 }])).toBe("Input 1: the point is outside the field");
    expect(refused([{ tick: 1, kind: "lane", dir: 1 }])).toBe("Input 1: This game takes no lane input");
    expect(refused([{ tick: 1, kind: "teleport" }])).toBe("Input 1: unknown input kind");
    expect(refused(["boom"])).toBe("Input 1 is not an input");
    expect(refused([press, { tick: 5, kind: "release" }], 4)).toBe("Input 2: tick 5 is after the game was ended at 4");
    expect(refused([], 601)).toBe("end_tick must be a whole number from 0 to 600");
    expect(refused(Array.from({ length: MAX_INPUTS + 1 }, () => press))).toBe("At most 1800 inputs in one play");
    const tooMany = [press, { tick: 3, kind: "drag", x: 1, y: 1 }, { tick: 3, kind: "release" }, { ...press }];
    expect(refused(tooMany)).toBe("Input 4: More than 3 inputs in tick 3");
    expect(refused([press, { tick: 9, kind: "release" }])).toBe("accepted");
    const run = new GameRun(MINI_GAMES.precision, 5);
    expect(run.fitsThisTick("shot")).toBe(true);
    run.offer({ kind: "shot", x: 1, y: 1 });
    expect(run.fitsThisTick("shot")).toBe(false);
    run.stepTo(1);
    expect(run.fitsThisTick("shot")).toBe(false);
    run.stepTo(2);
    expect(run.fitsThisTick("shot")).toBe(true);
  });

  it("[MG8] any body replays without throwing: an integer score of 0 or more, or a named refusal", () => {
    const input = fc.oneof(
      fc.record({
        tick: fc.oneof(fc.integer({ min: -5, max: 605 }), fc.double()),
        kind: fc.constantFrom("press", "drag", "release", "lane", "shot", "cell", "fly"),
        x: fc.oneof(fc.integer({ min: -10, max: 810 }), fc.double()),
        y: fc.integer({ min: -10, max: 510 }),
        dir: fc.constantFrom(-1, 1, 0, 2),
        cell: fc.integer({ min: -1, max: 16 }),
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_IDS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(input, { maxLength: 40 }).map((inputs) => [...inputs].sort((a, b) => tickOf(a) - tickOf(b))),
        fc.option(fc.integer({ min: -1, max: 601 }), { nil: undefined }),
        (game, seed, inputs, end) => {
          const result = replayPlay(MINI_GAMES[game], seed, inputs, end);
          if (result.ok) {
            expect(Number.isInteger(result.outcome.score)).toBe(true);
            expect(result.outcome.score).toBeGreaterThanOrEqual(0);
          } else {
            expect(result.detail.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300, seed: 20261124 },
    );
  });
});

function tickOf(input: unknown): number {
  const tick = (input as { tick?: unknown } | null)?.tick;
  return typeof tick === "number" && Number.isFinite(tick) ? tick : 0;
}
