// Engine version 4: version 3's rules on a 128-bit generator keyed by the seed and the battle's secret salt (B37); version 5 keeps those dice.
import { describe, expect, it } from "vitest";
import { runAiBattle } from "../../src/battle/ai";
import { createBattle, ENGINE_VERSION, replayBattle, runBattle, stepBattle } from "../../src/battle/engine";
import type { BattleInput, TacticId } from "../../src/battle/types";
import { battleRngKey, DICE_KEY_TAG, DICE_TAG, diceCommitment } from "../../src/fair-dice";
import { createRng } from "../../src/random";
import { battleInput } from "./builders";

const SALT = "5a".repeat(32);
const OTHER_SALT = `${"5a".repeat(31)}5b`;
const v4 = (seed: number, salt?: string): BattleInput => ({ ...battleInput({ seed, version: 4 }), salt });
const TACTICS: TacticId[] = ["balanced", "press", "guard", "feint"];

/** A battle with choices drawn from their own seeded stream, so both salts face the same players. */
function playedWith(input: BattleInput) {
  const choose = createRng(99);
  let state = createBattle(input);
  while (state.endedBy === null) {
    const pick = () => TACTICS[Math.floor(choose.next() * TACTICS.length)] as TacticId;
    state = stepBattle(state, { "ant-a": pick(), "ant-b": pick() });
  }
  return state;
}

describe("engine version 4", () => {
  it("[B28][B37] version 4 still plays its stored battles (new ones are version 5); versions 1–3 too", () => {
    expect(ENGINE_VERSION).toBe(5);
    expect(runBattle(v4(1, SALT)).version).toBe(4);
    for (const version of [1, 2, 3] as const)
      expect(runBattle(battleInput({ seed: 1, version })).version).toBe(version);
  });

  it("[B37] the dice start from four words hashed from the seed and the salt, not from the seed", () => {
    const state = createBattle(v4(1234, SALT));
    expect(state.rngState).toEqual(battleRngKey(1234, SALT));
    expect(state.rngState).toHaveLength(4);
    expect(createBattle(battleInput({ seed: 1234, version: 3 })).rngState).toBe(1234);
    expect(battleRngKey(1234, SALT)).not.toEqual(battleRngKey(1234, OTHER_SALT));
    expect(battleRngKey(1234, SALT)).not.toEqual(battleRngKey(1235, SALT));
    expect(battleRngKey(1234)).toEqual(battleRngKey(1234, "0".repeat(64)));
    expect(DICE_KEY_TAG).not.toBe(DICE_TAG);
    const key = battleRngKey(1234, SALT)
      .map((word) => word.toString(16).padStart(8, "0"))
      .join("");
    expect(diceCommitment(1234, SALT).startsWith(key)).toBe(false);
  });

  it("[B37] knowing the seed is not enough: a different salt plays different dice, the same salt the same", () => {
    let differ = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const played = playedWith(v4(seed, SALT));
      expect(playedWith(v4(seed, SALT)).log).toEqual(played.log);
      if (JSON.stringify(playedWith(v4(seed, OTHER_SALT)).log) !== JSON.stringify(played.log)) differ++;
    }
    expect(differ).toBe(40);
  });

  it("[B37][FD6] a version-4 battle replays from its seed, salt and input log, and only with its salt", () => {
    const input = v4(77, SALT);
    const played = runAiBattle(input);
    const replay = replayBattle(input, played.inputLog);
    expect(replay.log).toEqual(played.log);
    expect(replay.winnerAntId).toBe(played.winnerAntId);
    expect(replayBattle({ ...input, salt: OTHER_SALT }, played.inputLog).log).not.toEqual(played.log);
  });

  it("[B37] version 4 fights with version 3's numbers: the same profiles and tactics, only the generator differs", () => {
    const four = createBattle(v4(5, SALT));
    const three = createBattle(battleInput({ seed: 5, version: 3 }));
    expect(four.fighters.map((side) => side.profile)).toEqual(three.fighters.map((side) => side.profile));
    const stepped = stepBattle(four, { "ant-a": "guard" });
    expect(stepped.fighters[0].tactic).toBe("guard");
    expect(stepped.fighters[1].lastTactic).toBe("balanced");
    expect(stepped.rngState).toHaveLength(4);
    expect(stepped.rngState).not.toEqual(four.rngState);
  });
});
