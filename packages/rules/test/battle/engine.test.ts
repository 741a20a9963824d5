// The battle engine end to end: cap, standing, collapse, knockout, timing, determinism, save/resume, texts, replay.
import { describe, expect, it } from "vitest";
import { battleResult, createBattle, isFinished, runBattle, stepBattle, TURN_CAP } from "../../src/battle/engine";
import { restGain } from "../../src/battle/formulas";
import { decideByStanding } from "../../src/battle/standing";
import type { BattleState, FighterState } from "../../src/battle/types";
import { applyLogEntry, type ReplayGauge } from "../../src/battle/viewer";
import { createRng } from "../../src/random";
import {
  battleInput,
  createTestBattle,
  DEFAULT_SEED,
  flatStats,
  makeFighter,
  makeOpponent,
  TEST_TURN_MS,
} from "./builders";

const turtle = {
  strength: 1,
  precision: 1,
  aggression: 1,
  metabolism: 1,
  armor: 20,
  resistance: 20,
  vitality: 20,
  agility: 20,
  endurance: 20,
  recovery: 20,
  discipline: 20,
};

function side(state: BattleState, index: 0 | 1, change: Partial<FighterState>): FighterState {
  return { ...state.fighters[index], ...change };
}

describe("battle engine", () => {
  it("[B14] a battle that reaches 50 turns ends there and is decided on standing", () => {
    const guards = [{ turn: 1, choices: { "ant-a": "guard", "ant-b": "guard" } as const }];
    const result = runBattle(
      battleInput({ a: makeFighter({ stats: turtle }), b: makeOpponent({ stats: turtle }) }),
      guards,
    );
    expect(result.turns).toBe(TURN_CAP);
    expect(result.endedBy).toBe("turn_cap");
    const [winner, loser] = [result.finalHealth[result.winnerAntId] ?? 0, result.finalHealth[result.loserAntId] ?? 0];
    expect(winner).toBeGreaterThanOrEqual(loser);
    expect(result.log.at(-1)?.description).toMatch(/^Time is up after 50 turns! (Red Fang|Goldie) wins the battle!$/);
  });

  it("[B15] standing: more health, then more of its starting health, then more energy, then a seeded coin flip", () => {
    const state = createTestBattle();
    const rng = createRng(1);
    const a = side(state, 0, { health: 40, startHealth: 100, energy: 10 });
    expect(decideByStanding(a, side(state, 1, { health: 39 }), rng)).toBe(a);
    const b = side(state, 1, { health: 40, startHealth: 50, energy: 10 });
    expect(decideByStanding(a, b, rng)).toBe(b);
    const c = side(state, 1, { health: 40, startHealth: 100, energy: 11 });
    expect(decideByStanding(a, c, rng)).toBe(c);
    const d = side(state, 1, { health: 40, startHealth: 100, energy: 10 });
    const winners = new Set(Array.from({ length: 40 }, (_, seed) => decideByStanding(a, d, createRng(seed))));
    expect(winners).toEqual(new Set([a, d]));
    expect(decideByStanding(a, d, createRng(7))).toBe(decideByStanding(a, d, createRng(7)));
  });

  it("[B16] an exhausted ant rests, and collapses instead when its health is critical", () => {
    const tired = makeFighter({ energy: 0 });
    const rest = runBattle(battleInput({ a: tired })).log.find((entry) => entry.ant_id === "ant-a");
    expect(rest).toMatchObject({ kind: "rest", energy_delta: restGain(flatStats()), damage_dealt: 0 });
    expect(rest?.description).toBe("Red Fang is too exhausted to attack and rests.");
    const endings = Array.from({ length: 50 }, (_, seed) =>
      runBattle(battleInput({ seed, a: makeFighter({ energy: 0, health: 10, stats: { speed: 20, reflexes: 20 } }) })),
    ).filter((result) => result.endedBy === "exhaustion" && result.turns === 1);
    expect(endings.length).toBeGreaterThan(30);
    for (const result of endings) {
      expect(result.loserAntId).toBe("ant-a");
      expect(result.log.at(-1)?.description).toBe("Red Fang collapses from exhaustion! Goldie wins the battle!");
    }
  });

  it("[B17] a knockout ends the battle at once and health never drops below 0", () => {
    const result = runBattle(battleInput({ b: makeOpponent({ health: 1 }), a: makeFighter({ stats: { speed: 20 } }) }));
    expect(result.endedBy).toBe("knockout");
    expect(result.finalHealth["ant-b"]).toBe(0);
    const blow = result.log.filter((entry) => entry.target_id === "ant-b" && entry.damage_dealt > 0);
    expect(blow.map((entry) => entry.damage_dealt)).toEqual([1]);
    expect(result.log.at(-1)?.description).toBe("Goldie is knocked out! Red Fang wins the battle!");
  });

  it("[B18] each entry is stamped startedAt + turn x turnMs", () => {
    const state = createTestBattle();
    const result = runBattle(battleInput());
    for (const entry of result.log) expect(entry.timestamp).toBe(state.startedAt + entry.turn * TEST_TURN_MS);
  });

  it("[B19] the same seed and inputs give the same log; another seed gives another", () => {
    expect(runBattle(battleInput())).toEqual(runBattle(battleInput()));
    expect(runBattle(battleInput({ seed: DEFAULT_SEED + 1 })).log).not.toEqual(runBattle(battleInput()).log);
  });

  it("[B19] a battle saved halfway as JSON and resumed ends exactly as one run straight through", () => {
    for (const seed of [DEFAULT_SEED, 1, 2, 3, 99]) {
      const straight = runBattle(battleInput({ seed }));
      let state = createTestBattle({ seed });
      for (let turn = 0; turn < Math.floor(straight.turns / 2); turn++) state = stepBattle(state);
      expect(isFinished(state)).toBe(false);
      let resumed: BattleState = JSON.parse(JSON.stringify(state));
      while (!isFinished(resumed)) resumed = stepBattle(resumed);
      expect(battleResult(resumed)).toEqual(straight);
    }
  });

  it("[B19] stepBattle leaves its input untouched and createBattle rejects bad input", () => {
    const state = createTestBattle();
    const before = JSON.stringify(state);
    const next = stepBattle(state);
    expect(JSON.stringify(state)).toBe(before);
    expect(next.turn).toBe(1);
    expect(() => createBattle(battleInput({ b: makeFighter() }))).toThrow("A battle needs two different ants");
    expect(() => createBattle(battleInput({ b: makeOpponent({ health: 0 }) }))).toThrow(RangeError);
    expect(() => battleResult(state)).toThrow("The battle has not finished");
  });

  it("[B20] log lines read as the viewer expects, one result line last", () => {
    const name = "(Red Fang|Goldie)";
    const patterns: Record<string, RegExp> = {
      attack: new RegExp(
        `^(CRITICAL HIT! )?(Quick strike! )?${name} (bites|strikes|rams|slashes) ${name} for \\d+ damage!$`,
      ),
      miss: new RegExp(`^${name} dodges ${name}'s (attack|quick strike)!$`),
      counter: new RegExp(`^${name} counters ${name} for \\d+ damage!$`),
      rest: new RegExp(`^${name} is too exhausted to attack and rests\\.$`),
      hesitate: new RegExp(`^${name} hesitates, shaken by its wounds\\.$`),
      result: new RegExp(` ${name} wins the battle!$`),
    };
    for (let seed = 0; seed < 200; seed++) {
      const { log } = runBattle(battleInput({ seed, a: makeFighter({ energy: 40 }) }));
      expect(log.filter((entry) => entry.kind === "result")).toEqual([log.at(-1)]);
      for (const entry of log) {
        expect(entry.description, `seed ${seed}`).toMatch(patterns[entry.kind] ?? /^$/);
        expect(entry.critical_hit).toBe(entry.description.startsWith("CRITICAL HIT! "));
      }
    }
  });

  it("[B26] replaying the log (damage_dealt, energy_delta) reproduces final health and energy", () => {
    for (let seed = 0; seed < 100; seed++) {
      const input = battleInput({ seed, a: makeFighter({ energy: 35, health: 70 }) });
      const result = runBattle(input);
      let gauges: Record<string, ReplayGauge> = {};
      for (const f of input.fighters) gauges[f.antId] = { health: f.health, energy: f.energy };
      for (const entry of result.log) gauges = applyLogEntry(gauges, entry);
      for (const f of input.fighters) {
        expect(gauges[f.antId]).toEqual({ health: result.finalHealth[f.antId], energy: result.finalEnergy[f.antId] });
      }
    }
  });
});
