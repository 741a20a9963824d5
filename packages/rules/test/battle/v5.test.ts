// Engine version 5: version 4 (v3's rules on salt-keyed dice) with an ant that enters hurt bracing its wounds (B38).
import { describe, expect, it } from "vitest";
import { createBattle, ENGINE_VERSION, replayBattle, runBattle } from "../../src/battle/engine";
import type { BattleInput, BattleInputLogEntry } from "../../src/battle/types";
import { buildProfileV3 } from "../../src/battle/v3/profile";
import { buildProfileV5, WOUND_BRACE_V5, woundBrace } from "../../src/battle/v5/profile";
import { battleRngKey } from "../../src/fair-dice";
import { battleInput, makeFighter, makeOpponent } from "./builders";
import fixture from "./fixtures/v4-battles.json";

const SALT = "c3".repeat(32);
const at = (version: 4 | 5, seed: number, health = 100): BattleInput => ({
  ...battleInput({ seed, version, a: makeFighter({ health }) }),
  salt: SALT,
});
const pins = fixture.pins as unknown as { input: BattleInput; inputLog: BattleInputLogEntry[] }[];

describe("engine version 5", () => {
  it("[B28][B38] new battles are version 5", () => {
    expect(ENGINE_VERSION).toBe(5);
    expect(runBattle({ ...at(5, 1), version: undefined }).version).toBe(5);
  });

  it("[B38] a hurt ant takes 1 − 0.75 × its missing share of the damage: ×0.625 at 50 health, nothing changes at 100", () => {
    expect(WOUND_BRACE_V5).toBe(0.75);
    expect(woundBrace(100)).toBe(1);
    expect(woundBrace(50)).toBeCloseTo(0.625, 12);
    expect(woundBrace(80)).toBeCloseTo(0.85, 12);
    expect(woundBrace(0)).toBeCloseTo(0.25, 12);
    expect(woundBrace(150)).toBe(1);
    expect(woundBrace(-5)).toBeCloseTo(0.25, 12);
    expect(woundBrace(Number.NaN)).toBe(1);
    for (let health = 1; health <= 100; health++) expect(woundBrace(health)).toBeGreaterThan(woundBrace(health - 1));
  });

  it("[B38] only the hurt ant's damage taken changes; every other number is version 3's", () => {
    const hurt = makeFighter({ health: 60 });
    const foe = makeOpponent();
    const v3 = buildProfileV3(hurt, foe, "jungle");
    const v5 = buildProfileV5(hurt, foe, "jungle");
    expect(v5).toEqual({ ...v3, damageTaken: v3.damageTaken * 0.7 });
    expect(buildProfileV5(foe, hurt, "jungle")).toEqual(buildProfileV3(foe, hurt, "jungle"));
  });

  it("[B37][B38] version 5 keeps version 4's salt-keyed dice: at full health both play the same battle", () => {
    expect(createBattle(at(5, 1234)).rngState).toEqual(battleRngKey(1234, SALT));
    for (let seed = 1; seed <= 30; seed++) {
      const five = runBattle(at(5, seed));
      expect(five.log).toEqual(runBattle(at(4, seed)).log);
      expect(five.version).toBe(5);
    }
  });

  it("[B38] a hurt ant fights on better than in version 4, but still worse than at full health", () => {
    const wins = (version: 4 | 5, health: number) => {
      let won = 0;
      for (let seed = 1; seed <= 400; seed++) if (runBattle(at(version, seed, health)).winnerAntId === "ant-a") won++;
      return won;
    };
    const [v4Hurt, v5Hurt, full] = [wins(4, 60), wins(5, 60), wins(5, 100)];
    expect(v5Hurt).toBeGreaterThan(v4Hurt + 20);
    expect(v5Hurt).toBeLessThan(full - 20);
  });

  it("[B28][B38] the stored version-4 pins with a hurt ant play differently as version 5, the others alike", () => {
    for (const pin of pins) {
      const four = replayBattle(pin.input, pin.inputLog);
      const five = replayBattle({ ...pin.input, version: 5 }, pin.inputLog);
      const hurt = pin.input.fighters.some((fighter) => fighter.health < 100);
      expect(JSON.stringify(five.log) !== JSON.stringify(four.log)).toBe(hurt);
    }
  });
});
