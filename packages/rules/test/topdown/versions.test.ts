// [TD35][TD36] Versioned top-down rules: a rules change (here a copy of the rules with one constant changed) leaves fights
// recorded under the older version replaying to their stored result, while new fights take the new rules.

import { afterEach, describe, expect, it, vi } from "vitest";
import { battleRngKey } from "../../src/fair-dice";
import { createWideRng } from "../../src/random";
import { layoutArena } from "../../src/topdown/arena";
import type * as Constants from "../../src/topdown/constants";
import { createTopdown, runFrom, runTopdown, stepTopdown } from "../../src/topdown/engine";
import type { TopdownCommand, TopdownResult, TopdownRules, TopdownState } from "../../src/topdown/types";
import { TOPDOWN_RULES, TOPDOWN_RULES_VERSION } from "../../src/topdown/versions";
import { topdownView } from "../../src/topdown/view";
import { randomTdInput, tdInput } from "./builders";
import pinnedV1 from "./fixtures/v1-fights.json";

type Engine = typeof import("../../src/topdown/engine");

const CONSTANTS = "../../src/topdown/constants";
const VERSIONS = "../../src/topdown/versions";

const chatter: TopdownCommand[] = [
  { tick: 90, antId: "ant-a", text: "bite!" },
  { tick: 200, antId: "ant-b", text: "good ant, attack" },
];

/** This folder's rules loaded again with bites twice as hard: what a rules change would ship. */
async function changedCopy(): Promise<TopdownRules> {
  vi.resetModules();
  vi.doMock(CONSTANTS, async (importOriginal) => {
    const actual = await importOriginal<typeof Constants>();
    return { ...actual, DAMAGE_SCALE: { ...actual.DAMAGE_SCALE, bite: actual.DAMAGE_SCALE.bite * 2 } };
  });
  const { CURRENT_RULES } = await import("../../src/topdown/current");
  vi.doUnmock(CONSTANTS);
  return CURRENT_RULES;
}

/** The engine after the change: the copy registered as version 3 and made current, version 1 kept as it was. */
async function engineAfterChange(): Promise<Engine> {
  const copy = await changedCopy();
  vi.resetModules();
  vi.doMock(VERSIONS, () => ({ TOPDOWN_RULES_VERSION: 3, TOPDOWN_RULES: { ...TOPDOWN_RULES, 3: copy } }));
  const engine = await import("../../src/topdown/engine");
  vi.doUnmock(VERSIONS);
  return engine;
}

/** A result as the server stores it (JSON). */
const stored = (result: TopdownResult): TopdownResult => JSON.parse(JSON.stringify(result));

afterEach(() => {
  vi.resetModules();
});

describe("top-down rules versions", () => {
  it("[TD35] new fights carry TOPDOWN_RULES_VERSION; an unknown version is refused", () => {
    expect(TOPDOWN_RULES_VERSION).toBe(2);
    expect(createTopdown(tdInput()).version).toBe(TOPDOWN_RULES_VERSION);
    expect(runTopdown(tdInput()).state.version).toBe(TOPDOWN_RULES_VERSION);
    expect(() => createTopdown({ ...tdInput(), version: 99 })).toThrow(RangeError);
    expect(() => stepTopdown({ ...createTopdown(tdInput()), version: 99 })).toThrow(RangeError);
  });

  it("[TD35] a state saved without a version (before versions existed) resumes as version 1", () => {
    const start = createTopdown({ ...tdInput(), version: 1 });
    const { version: _dropped, ...legacy } = JSON.parse(JSON.stringify(start)) as TopdownState;
    expect(runFrom(legacy as TopdownState, chatter).result).toEqual(
      runTopdown({ ...tdInput(), version: 1 }, chatter).result,
    );
  });

  it("[TD35] fights recorded under version 2 replay to their stored result after a rule change; new fights use the new rules", async () => {
    const inputs = [tdInput(), randomTdInput(7), randomTdInput(8)];
    const recorded = inputs.map((input) => stored(runTopdown({ ...input, version: 2 }, chatter).result));

    const after = await engineAfterChange();
    inputs.forEach((input, index) => {
      const replayed = after.runTopdown({ ...input, version: 2 }, chatter);
      expect(replayed.state.version).toBe(2);
      expect(replayed.result).toEqual(recorded[index]);
      let state = after.createTopdown({ ...input, version: 2 });
      while (state.phase !== "finished")
        state = after.stepTopdown(
          state,
          chatter.filter((c) => c.tick === state.tick + 1),
        );
      expect(after.topdownResult(state)).toEqual(recorded[index]);
    });

    const fresh = inputs.map((input) => after.runTopdown(input, chatter));
    for (const fight of fresh) expect(fight.state.version).toBe(3);
    expect(fresh.map((fight) => stored(fight.result))).not.toEqual(recorded);
  });
});

const SALT = "5a".repeat(32);
const OTHER_SALT = "a5".repeat(32);

describe("top-down dice keyed by the salt", () => {
  it("[TD35][TD36] fights pinned under version 1 (captured from the code before version 2) replay exactly", () => {
    expect(pinnedV1.length).toBeGreaterThanOrEqual(12);
    for (const pin of pinnedV1) {
      const input = { ...(pin.input as Parameters<typeof runTopdown>[0]), version: 1 };
      const { state, result } = runTopdown(input, pin.log);
      expect(state.tick).toBe(pin.ticks);
      expect(state.rngState).toBe(pin.rngState);
      expect(stored(result)).toEqual(pin.result);
    }
  });

  it("[TD36] version 2 lays out and rolls from sfc32 keyed by the seed and the salt; another salt is another fight", () => {
    const input = { ...tdInput(), salt: SALT, version: 2 };
    const start = createTopdown(input);
    const rng = createWideRng(battleRngKey(input.seed, SALT));
    const layout = layoutArena(rng);
    expect(start.obstacles).toEqual(layout.obstacles);
    expect(start.rocks).toEqual(layout.rocks);
    expect(start.rngState).toEqual(rng.state());
    const other = createTopdown({ ...input, salt: OTHER_SALT });
    expect(other.obstacles).not.toEqual(start.obstacles);
    const one = runTopdown(input, chatter);
    expect(runTopdown(input, chatter).result).toEqual(one.result);
    expect(JSON.stringify(runTopdown({ ...input, salt: OTHER_SALT }, chatter).state)).not.toEqual(
      JSON.stringify(one.state),
    );
  });

  it("[TD36] the same seed without the salt is not the same fight: the seed alone predicts nothing", () => {
    const salted = createTopdown({ ...tdInput(), salt: SALT, version: 2 });
    const unsalted = createTopdown({ ...tdInput(), version: 2 });
    const v1 = createTopdown({ ...tdInput(), version: 1 });
    expect(unsalted.obstacles).not.toEqual(salted.obstacles);
    expect(v1.obstacles).not.toEqual(salted.obstacles);
  });

  it("[TD37] the view a watcher gets has no seed and no generator state, and everything else", () => {
    let state = createTopdown({ ...tdInput(), salt: SALT });
    for (let i = 0; i < 120; i++) state = stepTopdown(state);
    const view = topdownView(state);
    expect("seed" in view).toBe(false);
    expect("rngState" in view).toBe(false);
    const { seed: _s, rngState: _r, ...rest } = state;
    expect(view).toEqual(rest);
    expect(state.seed).toBe(tdInput().seed);
  });
});
