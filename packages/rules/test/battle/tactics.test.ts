// Tactics and choices: rock-paper-scissors trades, keep-the-last-choice, the input log and replay from seed plus log.
import { describe, expect, it } from "vitest";
import { createBattle, isFinished, replayBattle, runBattle, stepBattle } from "../../src/battle/engine";
import { DEFAULT_TACTIC, matchupFactor, TACTIC_BEATS, TACTIC_IDS, TACTICS } from "../../src/battle/tactics";
import type { BattleChoices, BattleState, TacticId } from "../../src/battle/types";
import { battleInput, makeFighter, makeOpponent } from "./builders";
import { report } from "./report";

const SEEDS = 2000;

/** How often ant-a with tactic `a` beats an equal ant-b with tactic `b` (sides swapped half the time). */
function tacticWinRate(a: TacticId, b: TacticId): number {
  let wins = 0;
  for (let seed = 0; seed < SEEDS; seed++) {
    const one = makeFighter();
    const two = makeOpponent();
    const fighters = seed % 2 === 0 ? { a: one, b: two } : { a: two, b: one };
    const log = [{ turn: 1, choices: { "ant-a": a, "ant-b": b } }];
    if (runBattle(battleInput({ seed, ...fighters }), log).winnerAntId === "ant-a") wins++;
  }
  return wins / SEEDS;
}

/** Plays a battle turn by turn, asking `choose` for each turn's choices. */
function play(state: BattleState, choose: (turn: number) => BattleChoices): BattleState {
  let current = state;
  while (!isFinished(current)) current = stepBattle(current, choose(current.turn + 1));
  return current;
}

describe("tactics", () => {
  it("[B27] four tactics; balanced is the default and changes nothing", () => {
    expect(TACTIC_IDS).toEqual(["balanced", "press", "guard", "feint"]);
    expect(DEFAULT_TACTIC).toBe("balanced");
    expect(TACTICS.balanced).toMatchObject({ damage: 1, taken: 1, hit: 0, crit: 0, counter: 0, cost: 0 });
    expect(createTestState().fighters.map((side) => side.tactic)).toEqual(["balanced", "balanced"]);
    const auto = runBattle(battleInput());
    const explicit = runBattle(battleInput(), [{ turn: 1, choices: { "ant-a": "balanced", "ant-b": "balanced" } }]);
    expect(explicit.log).toEqual(auto.log);
  });

  it("[B27] rock-paper-scissors: guard beats press, press beats feint, feint beats guard", () => {
    expect(TACTIC_BEATS).toEqual({ balanced: null, press: "feint", guard: "press", feint: "guard" });
    expect(matchupFactor("guard", "press", 1.2, 1.2)).toBeCloseTo(1.2);
    expect(matchupFactor("press", "guard", 1.2, 1.25)).toBeCloseTo(0.8);
    expect(matchupFactor("press", "balanced", 1.2, 1.2)).toBe(1);
    const rows: string[] = [];
    for (const [winner, loser] of [
      ["guard", "press"],
      ["press", "feint"],
      ["feint", "guard"],
    ] as const) {
      const rate = tacticWinRate(winner, loser);
      rows.push(`${winner} vs ${loser} ${(rate * 100).toFixed(1)}%`);
      expect(rate, `${winner} vs ${loser}`).toBeGreaterThan(0.58);
    }
    for (const tactic of ["press", "guard", "feint"] as const) {
      const rate = tacticWinRate(tactic, "balanced");
      rows.push(`${tactic} vs balanced ${(rate * 100).toFixed(1)}%`);
      expect(rate, `${tactic} vs balanced`).toBeGreaterThan(0.4);
      expect(rate, `${tactic} vs balanced`).toBeLessThan(0.6);
    }
    report(`[B27] tactics over ${SEEDS} seeds: ${rows.join(", ")}`);
  });

  it("[B27] no choice keeps the last one; only non-empty choices enter the input log", () => {
    let state = stepBattle(createTestState(), { "ant-a": "press" });
    expect(state.fighters[0].tactic).toBe("press");
    state = stepBattle(state, {});
    expect(state.fighters.map((side) => side.tactic)).toEqual(["press", "balanced"]);
    state = stepBattle(state, { "ant-b": "guard" });
    expect(state.fighters.map((side) => side.tactic)).toEqual(["press", "guard"]);
    expect(state.inputLog).toEqual([
      { turn: 1, choices: { "ant-a": "press" } },
      { turn: 3, choices: { "ant-b": "guard" } },
    ]);
  });

  it("[B27] bad choices are refused with RangeError and leave no trace", () => {
    const state = createTestState();
    expect(() => stepBattle(state, { "ant-z": "press" })).toThrow(RangeError);
    expect(() => stepBattle(state, { "ant-a": "rush" as TacticId })).toThrow(RangeError);
    expect(state.inputLog).toEqual([]);
  });

  it("[B19][B27] a battle is a pure function of seed, fighters, arena and input log: replay and JSON resume agree", () => {
    const choose = (turn: number): BattleChoices =>
      turn % 3 === 1
        ? { "ant-a": TACTIC_IDS[turn % 4] ?? "press", "ant-b": TACTIC_IDS[(turn + 1) % 4] ?? "guard" }
        : {};
    const live = play(createTestState(), choose);
    expect(live.inputLog.length).toBeGreaterThan(0);
    const input = battleInput();
    const replay = replayBattle(input, live.inputLog);
    expect(replay.log).toEqual(live.log);
    expect(replay.inputLog).toEqual(live.inputLog);
    let resumed = createTestState();
    while (!isFinished(resumed)) resumed = JSON.parse(JSON.stringify(stepBattle(resumed, choose(resumed.turn + 1))));
    expect(resumed.log).toEqual(live.log);
    expect(runBattle(input).log).not.toEqual(live.log);
  });
});

function createTestState(): BattleState {
  return createBattle(battleInput());
}
