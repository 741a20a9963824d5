// [TD35] Versioned top-down rules: a rules change (here a copy of the rules with one constant changed) leaves fights
// recorded under the older version replaying to their stored result, while new fights take the new rules.
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as Constants from "../../src/topdown/constants";
import { createTopdown, runFrom, runTopdown, stepTopdown } from "../../src/topdown/engine";
import type { TopdownCommand, TopdownResult, TopdownRules, TopdownState } from "../../src/topdown/types";
import { TOPDOWN_RULES, TOPDOWN_RULES_VERSION } from "../../src/topdown/versions";
import { randomTdInput, tdInput } from "./builders";

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

/** The engine after the change: the copy registered as version 2 and made current, version 1 kept as it was. */
async function engineAfterChange(): Promise<Engine> {
  const copy = await changedCopy();
  vi.resetModules();
  vi.doMock(VERSIONS, () => ({ TOPDOWN_RULES_VERSION: 2, TOPDOWN_RULES: { ...TOPDOWN_RULES, 2: copy } }));
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
    expect(TOPDOWN_RULES_VERSION).toBe(1);
    expect(createTopdown(tdInput()).version).toBe(TOPDOWN_RULES_VERSION);
    expect(runTopdown(tdInput()).state.version).toBe(TOPDOWN_RULES_VERSION);
    expect(() => createTopdown({ ...tdInput(), version: 99 })).toThrow(RangeError);
    expect(() => stepTopdown({ ...createTopdown(tdInput()), version: 99 })).toThrow(RangeError);
  });

  it("[TD35] a state saved without a version (before versions existed) resumes as version 1", () => {
    const start = createTopdown(tdInput());
    const { version: _dropped, ...legacy } = JSON.parse(JSON.stringify(start)) as TopdownState;
    expect(runFrom(legacy as TopdownState, chatter).result).toEqual(runTopdown(tdInput(), chatter).result);
  });

  it("[TD35] fights recorded under version 1 replay to their stored result after a rule change; new fights use the new rules", async () => {
    const inputs = [tdInput(), randomTdInput(7), randomTdInput(8)];
    const recorded = inputs.map((input) => stored(runTopdown({ ...input, version: 1 }, chatter).result));

    const after = await engineAfterChange();
    inputs.forEach((input, index) => {
      const replayed = after.runTopdown({ ...input, version: 1 }, chatter);
      expect(replayed.state.version).toBe(1);
      expect(replayed.result).toEqual(recorded[index]);
      let state = after.createTopdown({ ...input, version: 1 });
      while (state.phase !== "finished")
        state = after.stepTopdown(
          state,
          chatter.filter((c) => c.tick === state.tick + 1),
        );
      expect(after.topdownResult(state)).toEqual(recorded[index]);
    });

    const fresh = inputs.map((input) => after.runTopdown(input, chatter));
    for (const fight of fresh) expect(fight.state.version).toBe(2);
    expect(fresh.map((fight) => stored(fight.result))).not.toEqual(recorded);
  });
});
