// The tactics AI: it reads only what a player is shown, fights as its training and personality lean, and replays.
import { describe, expect, it } from "vitest";
import {
  aiChooser,
  type BattleView,
  READER_TEMPER,
  reasonedTactic,
  runAiBattle,
  runChosenBattle,
  temperOf,
  viewOf,
} from "../../src/battle/ai";
import { createBattle, replayBattle, stepBattle } from "../../src/battle/engine";
import { TACTIC_IDS } from "../../src/battle/tactics";
import { battleInput, makeFighter, makeOpponent } from "./builders";

const v3 = (options: Parameters<typeof battleInput>[0] = {}) => battleInput({ ...options, version: 3 });
const shown = { balanced: 0, press: 0, guard: 0, feint: 0 };
const view = (own: Partial<BattleView["own"]>, their: Partial<BattleView["their"]>): BattleView => ({
  turn: 3,
  own: { health: 80, startHealth: 100, energy: 80, tactic: "balanced", shown, ...own },
  their: { health: 80, startHealth: 100, energy: 80, tactic: "balanced", shown, ...their },
  ownActionCost: 12,
});

describe("tactics AI", () => {
  it("[B34] the view holds only what the client is shown: no seed, dice state or pending choice", () => {
    const state = stepBattle(createBattle(v3()), { "ant-b": "guard" });
    const seen = viewOf(state, "ant-a");
    const text = JSON.stringify(seen);
    expect(Object.keys(seen).sort()).toEqual(["own", "ownActionCost", "their", "turn"]);
    expect(text).not.toContain(String(state.rngState));
    expect(text).not.toContain("seed");
    expect(seen.their.tactic).toBe("guard");
    expect(seen.own.energy).toBe(state.fighters[0].energy);
  });

  it("[B35] the reader guards when spent, feints a guard, presses a tired or nearly beaten foe, else stays balanced", () => {
    expect(reasonedTactic(view({ energy: 20 }, {}), READER_TEMPER)).toBe("guard");
    expect(reasonedTactic(view({}, { tactic: "guard", energy: 40 }), READER_TEMPER)).toBe("feint");
    expect(reasonedTactic(view({}, { energy: 30 }), READER_TEMPER)).toBe("press");
    expect(reasonedTactic(view({ energy: 40 }, { health: 10 }), READER_TEMPER)).toBe("press");
    expect(reasonedTactic(view({}, {}), READER_TEMPER)).toBe("balanced");
  });

  it("[B35] training style, personality and skills shape the temper", () => {
    const brute = temperOf(makeFighter({ stats: { strength: 18, aggression: 18, precision: 16, metabolism: 16 } }));
    const wall = temperOf(makeFighter({ stats: { armor: 18, resistance: 18, vitality: 16, endurance: 16 } }));
    const plain = temperOf(makeFighter());
    const schooled = temperOf(makeFighter({ skills: { tactician: 3, mastermind: 2 } }));
    expect(brute.pressFrom).toBeLessThan(plain.pressFrom);
    expect(wall.guardBelow).toBeGreaterThan(plain.guardBelow);
    expect(schooled.whim).toBeLessThan(plain.whim);
    expect(plain.whim).toBeGreaterThan(0);
    expect(reasonedTactic(view({ energy: 85 }, {}), brute)).toBe("press");
    expect(reasonedTactic(view({ energy: 85 }, {}), plain)).toBe("balanced");
  });

  it("[B35] an AI battle is seeded: the same input plays the same choices; its input log replays it without the AI", () => {
    const input = v3({
      a: makeFighter({ stats: { strength: 16, aggression: 15 } }),
      b: makeOpponent({ stats: { armor: 16 } }),
    });
    const first = runAiBattle(input);
    expect(runAiBattle(input)).toEqual(first);
    expect(replayBattle(input, first.inputLog).log).toEqual(first.log);
    let chose = 0;
    for (let seed = 1; seed <= 50; seed++) chose += runAiBattle(v3({ seed })).inputLog.length > 0 ? 1 : 0;
    expect(chose).toBeGreaterThan(40);
    for (const entry of first.inputLog)
      for (const tactic of Object.values(entry.choices)) expect(TACTIC_IDS).toContain(tactic);
  });

  it("[B35] a side without a chooser keeps the default; a peeking side is told the other's pending choice", () => {
    const input = v3();
    const seen: (string | undefined)[] = [];
    runChosenBattle(
      input,
      [
        () => "guard",
        (_v, _r, pending) => {
          seen.push(pending);
          return undefined;
        },
      ],
      [false, true],
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(["guard"]));
    const alone = runChosenBattle(input, [aiChooser(input.fighters[0]), null]);
    expect(alone.inputLog.every((entry) => entry.choices["ant-b"] === undefined)).toBe(true);
  });
});
