// Practice against a house ant ([W30]–[W33]): the offer, the house ant, its choice each turn, what the battle changes.
import { describe, expect, it } from "vitest";
import { STAT_NAMES } from "../src/ant";
import {
  houseTactic,
  houseTurnSeed,
  meanStat,
  PRACTICE_OFFER_SECONDS,
  practiceOffered,
  practiceOpponent,
} from "../src/arena/practice";
import { aiSeed } from "../src/battle/ai";
import { createBattle, isFinished, replayBattle, stepBattle } from "../src/battle/engine";
import { countsForRecord, experienceFor } from "../src/battle/outcome";
import { readinessKindFor } from "../src/battle/readiness";
import { BATTLE_TYPE_LABELS, type BattleState, type TacticId } from "../src/battle/types";
import { changesElo } from "../src/rating/elo";
import { HOUSE_USER_ID, isHouseAnt } from "../src/tournament/house";
import { battleInput, makeFighter } from "./battle/builders";

describe("practice against a house ant", () => {
  it("[W30] practice is offered after 20 s alone in a queue, or the configured seconds", () => {
    expect(PRACTICE_OFFER_SECONDS).toBe(20);
    expect(practiceOffered(19_999, 20)).toBe(false);
    expect(practiceOffered(20_000, 20)).toBe(true);
    expect(practiceOffered(0, 0)).toBe(true);
    expect(practiceOffered(59_000, 60)).toBe(false);
  });

  it("[W31] the house ant has the player's level, the mean stat ±1, full condition, needs 15, mood 10", () => {
    const player = makeFighter({ level: 7, stats: { strength: 18, speed: 4, intelligence: 14 } });
    const mean = meanStat(player.stats);
    expect(mean).toBe(Math.round((10 * (STAT_NAMES.length - 3) + 18 + 4 + 14) / STAT_NAMES.length));
    for (let seed = 0; seed < 50; seed += 1) {
      const house = practiceOpponent(player, "b-1", seed);
      expect(house).toMatchObject({
        antId: "house:practice:b-1",
        userId: HOUSE_USER_ID,
        name: "House ant",
        health: 100,
        energy: 100,
        mood: 10,
        level: 7,
        needs: { food: 15, water: 15, rest: 15, hygiene: 15, exercise: 15 },
      });
      for (const name of STAT_NAMES) expect(Math.abs(house.stats[name] - mean)).toBeLessThanOrEqual(1);
      expect(isHouseAnt(house.antId)).toBe(true);
    }
    expect(practiceOpponent(player, "b-1", 9)).toEqual(practiceOpponent(player, "b-1", 9));
    const spread = new Set(
      Array.from({ length: 20 }, (_, seed) => JSON.stringify(practiceOpponent(player, "b", seed).stats)),
    );
    expect(spread.size).toBeGreaterThan(1);
  });

  it("[W31] stats stay within 1..20 at the extremes", () => {
    const low = practiceOpponent(makeFighter({ stats: Object.fromEntries(STAT_NAMES.map((n) => [n, 1])) }), "b", 3);
    const high = practiceOpponent(makeFighter({ stats: Object.fromEntries(STAT_NAMES.map((n) => [n, 20])) }), "b", 3);
    for (const name of STAT_NAMES) {
      expect(low.stats[name]).toBeGreaterThanOrEqual(1);
      expect(high.stats[name]).toBeLessThanOrEqual(20);
    }
  });

  it("[W32] the house's choice is the AI's from its turn seed: the same state and seed give the same tactic", () => {
    const player = makeFighter({ antId: "ant-a" });
    const house = practiceOpponent(player, "b-2", 5);
    const input = battleInput({ a: player, b: house, version: 3, seed: 777 });
    expect(houseTurnSeed(777, 1, 1)).not.toBe(houseTurnSeed(777, 1, 2));
    expect(houseTurnSeed(777, 1, 0)).toBe(aiSeed(777, 1));
    let state: BattleState = createBattle(input);
    const picks: TacticId[] = [];
    while (!isFinished(state)) {
      const tactic = houseTactic(state, 1, 777);
      expect(houseTactic(state, 1, 777)).toBe(tactic);
      picks.push(tactic);
      state = stepBattle(state, { "ant-a": "balanced", [house.antId]: tactic });
    }
    expect(state.inputLog).toHaveLength(picks.length);
    for (const [index, entry] of state.inputLog.entries()) {
      expect(entry.choices).toEqual({ "ant-a": "balanced", [house.antId]: picks[index] });
    }
    const replayed = replayBattle(input, state.inputLog);
    expect(replayed.winnerAntId).toBe(state.winnerAntId);
  });

  it("[W33] a practice battle: no record, no ELO, half experience, the server bar, labelled 'Practice'", () => {
    expect(countsForRecord("practice")).toBe(false);
    expect(changesElo("practice")).toBe(false);
    expect(readinessKindFor("practice")).toBe("server");
    expect(experienceFor(true, 3, 3, "practice")).toBe(25);
    expect(experienceFor(false, 3, 3, "practice")).toBe(10);
    expect(BATTLE_TYPE_LABELS.practice).toBe("Practice");
  });
});
