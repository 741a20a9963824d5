// Scenario builders for top-down arena tests: fighters of each style, stronger twins and fixed seeds.
import type { Stats } from "../../src/ant";
import { STYLE_STATS } from "../../src/colony/style";
import { createRng, type Rng, randomInt } from "../../src/random";
import { PREPARATION_TICKS } from "../../src/topdown/constants";
import { createTopdown } from "../../src/topdown/engine";
import type { TopdownFighter, TopdownInput, TopdownState } from "../../src/topdown/types";
import { flatStats, makeFighter, makeOpponent } from "../battle/builders";

/** The seed every top-down test uses unless it says otherwise. */
export const TD_SEED = 424242;

/** Style names that lead a stat group. */
export type LeadingStyle = keyof typeof STYLE_STATS;

/** Stats of an ant whose style group is raised by `lead` (others 10), so `primaryStyle` names that style. */
export function styleStats(style: LeadingStyle, lead = 4): Stats {
  const stats = flatStats();
  for (const name of STYLE_STATS[style]) stats[name] = 10 + lead;
  return stats;
}

/** A top-down fighter with defaults (average stats, full health and energy); `stats` overrides merge. */
export function tdFighter(overrides: Parameters<typeof makeFighter>[0] = {}): TopdownFighter {
  return makeFighter(overrides);
}

/** A second default fighter with a different id and name. */
export function tdOpponent(overrides: Parameters<typeof makeOpponent>[0] = {}): TopdownFighter {
  return makeOpponent(overrides);
}

/** Input with defaults: TD_SEED and two average fighters. */
export function tdInput(options: { seed?: number; a?: TopdownFighter; b?: TopdownFighter } = {}): TopdownInput {
  return { seed: options.seed ?? TD_SEED, fighters: [options.a ?? tdFighter(), options.b ?? tdOpponent()] };
}

/** A random pair of fighters (stats 1–20, needs 0–20, health 30–100, energy 20–100, mood, gear) from one seed. */
export function randomTdInput(seed: number): TopdownInput {
  const rng = createRng(seed ^ 0x5eed);
  const fighter = (antId: string): TopdownFighter => {
    const stats = flatStats();
    for (const name of Object.keys(stats) as (keyof Stats)[]) stats[name] = randomInt(rng, 1, 20);
    return makeFighter({
      antId,
      name: antId,
      stats,
      needs: {
        food: randomInt(rng, 0, 20),
        water: randomInt(rng, 0, 20),
        rest: randomInt(rng, 0, 20),
        hygiene: randomInt(rng, 0, 20),
        exercise: randomInt(rng, 0, 20),
      },
      health: randomInt(rng, 30, 100),
      energy: randomInt(rng, 20, 100),
      mood: randomInt(rng, 0, 20),
      ...(rng.next() < 0.5
        ? { equipmentBonuses: { strength: randomInt(rng, 0, 5), armor: randomInt(rng, 0, 5) } }
        : {}),
    });
  };
  return { seed, fighters: [fighter(`a${seed}`), fighter(`b${seed}`)] };
}

/** A fighting state on an empty floor (no obstacles or rocks) with the ants placed at (ax, 0) and (bx, 0). */
export function openFloor(ax = -10, bx = 10, input: TopdownInput = tdInput()): TopdownState {
  const state = createTopdown(input);
  state.tick = PREPARATION_TICKS;
  state.phase = "fighting";
  state.obstacles = [];
  state.rocks = [];
  state.ants[0].x = ax;
  state.ants[0].y = 0;
  state.ants[1].x = bx;
  state.ants[1].y = 0;
  return state;
}

/** An Rng that returns the given values in turn (then the last one forever). */
export function scriptedRng(...values: number[]): Rng {
  let i = 0;
  return {
    next: () => values[Math.min(i++, values.length - 1)] ?? 0.5,
  };
}
