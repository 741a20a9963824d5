// The top-down fight end to end: layout, phases, determinism, save and resume, the finish and the tick cap.
import { describe, expect, it } from "vitest";
import { decideByStanding } from "../../src/battle/standing";
import { ARENA_RADIUS, COMMAND_TICKS, PREPARATION_TICKS, TOPDOWN_TICK_CAP } from "../../src/topdown/constants";
import {
  createTopdown,
  isTopdownFinished,
  runFrom,
  runTopdown,
  stepTopdown,
  topdownResult,
} from "../../src/topdown/engine";
import type { CombatState, TopdownCommand, TopdownState } from "../../src/topdown/types";
import { randomTdInput, scriptedRng, TD_SEED, tdFighter, tdInput, tdOpponent } from "./builders";

const STATES: readonly CombatState[] = ["idle", "moving", "attacking", "charging", "dodging", "stunned", "grappling"];

const chatter: TopdownCommand[] = [
  { tick: 80, antId: "ant-a", text: "throw rocks!" },
  { tick: 150, antId: "ant-b", text: "good ant, grapple" },
  { tick: 260, antId: "ant-a", text: "retreat" },
  { tick: 300, antId: "ant-b", text: "  " },
];

describe("top-down engine", () => {
  it("[TD6] the arena: 4–6 obstacles inside the ring and apart, 12–20 rocks clear of them, ants 280 apart", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const state = createTopdown(tdInput({ seed }));
      expect(state.obstacles.length).toBeGreaterThanOrEqual(4);
      expect(state.obstacles.length).toBeLessThanOrEqual(6);
      expect(state.rocks.length).toBeGreaterThanOrEqual(12);
      expect(state.rocks.length).toBeLessThanOrEqual(20);
      for (const o of state.obstacles) {
        expect(Math.hypot(o.x, o.y) + o.r).toBeLessThan(ARENA_RADIUS);
        for (const p of state.obstacles)
          if (p !== o) expect(Math.hypot(o.x - p.x, o.y - p.y)).toBeGreaterThan(o.r + p.r);
      }
      for (const r of state.rocks) {
        expect(Math.hypot(r.x, r.y)).toBeLessThan(ARENA_RADIUS);
        for (const o of state.obstacles) expect(Math.hypot(r.x - o.x, r.y - o.y)).toBeGreaterThan(o.r);
      }
      const [a, b] = state.ants;
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(280, 5);
    }
  });

  it("[TD2] 60 ticks of preparation (nothing moves), then fighting; a tick is 50 ms", () => {
    let state = createTopdown(tdInput());
    expect(state.phase).toBe("preparing");
    const start = state.ants.map((a) => [a.x, a.y]);
    for (let i = 1; i < PREPARATION_TICKS; i++) state = stepTopdown(state);
    expect(state.phase).toBe("preparing");
    expect(state.ants.map((a) => [a.x, a.y])).toEqual(start);
    state = stepTopdown(state);
    expect(state.tick).toBe(PREPARATION_TICKS);
    expect(state.phase).toBe("fighting");
    state = stepTopdown(state);
    expect(state.ants.map((a) => [a.x, a.y])).not.toEqual(start);
  });

  it("[TD1] the same seed, fighters and commands give the same end; stepTopdown never changes its input", () => {
    const one = runTopdown(tdInput(), chatter);
    const two = runTopdown(tdInput(), chatter);
    expect(two.state).toEqual(one.state);
    expect(one.result.commandsApplied).toBe(3);
    expect(one.result.commandsIgnored).toBe(1);
    let state = createTopdown(tdInput());
    for (let i = 0; i < 120; i++) {
      const before = JSON.stringify(state);
      const next = stepTopdown(
        state,
        chatter.filter((c) => c.tick === state.tick + 1),
      );
      expect(JSON.stringify(state)).toBe(before);
      state = next;
    }
  });

  it("[TD1] stepping tick by tick with the log equals runTopdown, and a state saved as JSON midway resumes to the same end", () => {
    const { state: end } = runTopdown(tdInput(), chatter);
    let state = createTopdown(tdInput());
    let saved: TopdownState | null = null;
    while (!isTopdownFinished(state)) {
      if (state.tick === 200) saved = JSON.parse(JSON.stringify(state)) as TopdownState;
      state = stepTopdown(
        state,
        chatter.filter((c) => c.tick === state.tick + 1),
      );
    }
    expect(state).toEqual(end);
    expect(saved).not.toBeNull();
    expect(runFrom(saved as TopdownState, chatter).state).toEqual(end);
  });

  it("[TD1] random fights saved as JSON every 25 ticks all resume to the same end", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const input = randomTdInput(seed);
      const [a, b] = input.fighters.map((f) => f.antId) as [string, string];
      const log: TopdownCommand[] = [
        { tick: 70, antId: a, text: "throw" },
        { tick: 150, antId: b, text: "good, dodge" },
        { tick: 230, antId: a, text: "grapple" },
      ];
      const end = JSON.stringify(runTopdown(input, log).state);
      const byTick = new Map(log.map((c) => [c.tick, [c]]));
      let state = createTopdown(input);
      while (!isTopdownFinished(state)) {
        if (state.tick % 25 === 0) {
          const resumed = runFrom(JSON.parse(JSON.stringify(state)) as TopdownState, log).state;
          expect(JSON.stringify(resumed), `seed ${seed} tick ${state.tick}`).toBe(end);
        }
        state = stepTopdown(state, byTick.get(state.tick + 1));
      }
    }
  });

  it("[TD1] different seeds give different fights; commands change the fight", () => {
    const a = runTopdown(tdInput({ seed: 1 })).state;
    const b = runTopdown(tdInput({ seed: 2 })).state;
    expect(a.obstacles).not.toEqual(b.obstacles);
    const quiet = runTopdown(tdInput()).result;
    const told = runTopdown(tdInput(), [{ tick: 61, antId: "ant-a", text: "throw" }]).result;
    expect(told).not.toEqual(quiet);
  });

  it("[TD3] every ant is always in one of the seven combat states", () => {
    let state = createTopdown(tdInput());
    const seen = new Set<CombatState>();
    while (!isTopdownFinished(state)) {
      state = stepTopdown(state);
      for (const ant of state.ants) {
        expect(STATES).toContain(ant.state);
        seen.add(ant.state);
      }
    }
    expect(seen.has("moving")).toBe(true);
    expect(seen.has("attacking")).toBe(true);
  });

  it("[TD4] a knockout ends the fight at once: the loser has 0 health, the result names the winner", () => {
    const { state, result } = runTopdown(tdInput());
    expect(state.phase).toBe("finished");
    expect(result.endedBy).toBe("knockout");
    expect(result.finalHealth[result.loserAntId]).toBe(0);
    expect(result.finalHealth[result.winnerAntId]).toBeGreaterThan(0);
    expect(result.ticks).toBe(state.tick);
    const loser = result.ants.find((a) => a.antId === result.loserAntId);
    const winner = result.ants.find((a) => a.antId === result.winnerAntId);
    expect(loser?.healthLost).toBe(100);
    expect(winner?.damageDealt).toBe(100);
    expect(state.events.at(-1)?.kind).toBe("knockout");
    expect(stepTopdown(state)).toBe(state);
  });

  it("[TD4] the tick cap always ends a fight, decided on standing", () => {
    const retreat: TopdownCommand[] = [];
    for (let tick = PREPARATION_TICKS + 1; tick <= TOPDOWN_TICK_CAP; tick += COMMAND_TICKS) {
      retreat.push({ tick, antId: "ant-a", text: "retreat" }, { tick, antId: "ant-b", text: "retreat" });
    }
    const { result, state } = runTopdown(tdInput(), retreat);
    expect(result.endedBy).toBe("tick_cap");
    expect(result.ticks).toBe(TOPDOWN_TICK_CAP);
    expect(state.events.at(-1)?.kind).toBe("time_up");
    const [a, b] = state.ants;
    const winner = a.antId === result.winnerAntId ? a : b;
    const loser = winner === a ? b : a;
    expect(winner.health).toBeGreaterThanOrEqual(loser.health);
  });

  it("[TD4] standing: more health, then the larger share of its starting health, then more energy, then a coin flip", () => {
    const [a, b] = createTopdown(tdInput()).ants;
    expect(decideByStanding({ ...a, health: 50 }, { ...b, health: 49 }, scriptedRng(0))).toMatchObject({
      antId: "ant-a",
    });
    expect(
      decideByStanding({ ...a, health: 50, startHealth: 100 }, { ...b, health: 50, startHealth: 60 }, scriptedRng(0)),
    ).toMatchObject({ antId: "ant-b" });
    expect(decideByStanding({ ...a, energy: 10 }, { ...b, energy: 11 }, scriptedRng(0))).toMatchObject({
      antId: "ant-b",
    });
    expect(decideByStanding(a, b, scriptedRng(0.2))).toMatchObject({ antId: "ant-a" });
    expect(decideByStanding(a, b, scriptedRng(0.7))).toMatchObject({ antId: "ant-b" });
  });

  it("[TD1] the same ant twice or an ant without health is refused; a running fight has no result", () => {
    expect(() => createTopdown(tdInput({ b: tdFighter() }))).toThrow(RangeError);
    expect(() => createTopdown(tdInput({ b: tdOpponent({ health: 0 }) }))).toThrow(RangeError);
    expect(() => topdownResult(createTopdown(tdInput()))).toThrow();
  });

  it("[TD4] 1,000 random seeds and fighters all end within the tick cap with one winner", () => {
    let knockouts = 0;
    for (let seed = 1; seed <= 1000; seed++) {
      const { result } = runTopdown(randomTdInput(seed));
      expect(result.ticks, `seed ${seed}`).toBeLessThanOrEqual(TOPDOWN_TICK_CAP);
      expect(result.winnerAntId, `seed ${seed}`).not.toBe(result.loserAntId);
      expect([`a${seed}`, `b${seed}`]).toContain(result.winnerAntId);
      if (result.endedBy === "knockout") knockouts += 1;
    }
    expect(knockouts).toBeGreaterThan(950);
  }, 60_000);

  it("[TD4] extreme fighters (stats 1 against 20 with gear, no energy, empty needs, 1 health) still finish within the cap", () => {
    const weakest = { strength: 1, speed: 1, agility: 1, precision: 1, armor: 1, endurance: 1, recovery: 1 };
    const gear = { strength: 5, armor: 5, speed: 5 };
    const empty = { food: 0, water: 0, rest: 0, hygiene: 0, exercise: 0 };
    const cases = [
      tdInput({ a: tdFighter({ stats: weakest, energy: 0 }), b: tdOpponent({ equipmentBonuses: gear }) }),
      tdInput({ a: tdFighter({ needs: empty, mood: 0, health: 1 }), b: tdOpponent({ energy: 0, needs: empty }) }),
      tdInput({ a: tdFighter({ stats: { armor: 20, vitality: 20 } }), b: tdOpponent({ stats: weakest, energy: 0 }) }),
    ];
    for (const input of cases) {
      const { result } = runTopdown(input);
      expect(result.ticks).toBeLessThanOrEqual(TOPDOWN_TICK_CAP);
      expect(result.winnerAntId).not.toBe(result.loserAntId);
    }
  });

  it("[TD1] TD_SEED is the default seed of the builders", () => {
    expect(tdInput().seed).toBe(TD_SEED);
  });
});
