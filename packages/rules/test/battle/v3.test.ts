// Engine version 3: tempered stats, tactics read from the fight, breaths behind a guard, a smooth tiredness, replay.
import { describe, expect, it } from "vitest";
import { createBattle, ENGINE_VERSION, isFinished, replayBattle, runBattle, stepBattle } from "../../src/battle/engine";
import type { BattleState, CombatProfile, TacticId } from "../../src/battle/types";
import { buildProfileV3, STAT_WEIGHTS_V3, softenedNeeds, temperStats } from "../../src/battle/v3/profile";
import { TACTICS_V3 } from "../../src/battle/v3/tactics";
import { actionCostV3, describeBreath, tiredness, V3_TUNING } from "../../src/battle/v3/turn";
import { applyLogEntry, type ReplayGauge } from "../../src/battle/viewer";
import { battleInput, flatNeeds, flatStats, makeFighter, makeOpponent, randomBattleInput } from "./builders";

const v3 = (options: Parameters<typeof battleInput>[0] = {}) => battleInput({ ...options, version: 3 });
const play = (state: BattleState, a: TacticId, b: TacticId) => stepBattle(state, { "ant-a": a, "ant-b": b });

describe("engine version 3", () => {
  it("[B28] version 3 plays its stored battles, two versions before the current one", () => {
    expect(ENGINE_VERSION).toBe(5);
    expect(runBattle(v3()).version).toBe(3);
  });

  it("[B30] every stat's distance from 10 is weighted, so no stat is worth several others", () => {
    const stats = flatStats(20);
    const tempered = temperStats(stats);
    for (const [name, weight] of Object.entries(STAT_WEIGHTS_V3)) {
      expect(tempered[name as keyof typeof tempered]).toBeCloseTo(10 + 10 * weight, 6);
      expect(weight).toBeGreaterThan(0.2);
      expect(weight).toBeLessThan(1.2);
    }
    expect(temperStats(flatStats(10))).toEqual(flatStats(10));
  });

  it("[B3][B30] needs act at half strength and mood at half its distance from 10", () => {
    expect(softenedNeeds(flatNeeds(0)).food).toBe(10);
    expect(softenedNeeds(flatNeeds(20)).water).toBe(20);
    const hungry = buildProfileV3(makeFighter({ needs: flatNeeds(0) }), makeOpponent(), "basic");
    const fed = buildProfileV3(makeFighter({ needs: flatNeeds(20) }), makeOpponent(), "basic");
    expect(hungry.rawDamage).toBeLessThan(fed.rawDamage);
    expect(hungry.rawDamage / fed.rawDamage).toBeGreaterThan(0.95);
  });

  it("[B11][B30] energy costs keep a tenth of a point (no cliff between two need values)", () => {
    expect(actionCostV3(12.34, false)).toBe(12.3);
    expect(actionCostV3(12.36, true)).toBe(6.2);
    expect(actionCostV3(2, false)).toBe(4);
  });

  it("[B12][B30] tiredness grows evenly from none at 50 energy to full at 25", () => {
    expect(tiredness(60)).toBe(0);
    expect(tiredness(50)).toBe(0);
    expect(tiredness(37.5)).toBeCloseTo(0.5, 9);
    expect(tiredness(25)).toBe(1);
    expect(tiredness(0)).toBe(1);
  });

  it("[B31] press costs more energy than balanced and guard less; guard gets breath back, logged as a rest line", () => {
    const start = createBattle(v3());
    const after = play(start, "press", "guard");
    const spent = (side: 0 | 1) =>
      after.log.filter((e) => e.ant_id === start.fighters[side].fighter.antId && e.energy_delta < 0);
    const cost = (start.fighters[0].profile as CombatProfile).actionCost;
    expect(spent(0)[0]?.energy_delta).toBeCloseTo(-actionCostV3(cost + TACTICS_V3.press.cost, false), 9);
    const breath = after.log.find((e) => e.description === describeBreath("Goldie"));
    expect(breath?.kind).toBe("rest");
    expect(breath?.energy_delta).toBe(
      Math.min(TACTICS_V3.guard.recover, 100 - (after.fighters[1].energy - (breath?.energy_delta ?? 0))),
    );
  });

  it("[B32] a press hits a tired foe much harder; a feint hits a guard held two turns harder than a fresh one", () => {
    const damageOf = (state: BattleState, antId: string, turn = 1) =>
      state.log
        .filter(
          (e) => e.turn === turn && e.ant_id === antId && e.kind === "attack" && !e.description.startsWith("CRITICAL"),
        )
        .map((e) => e.damage_dealt);
    let fresh = 0;
    let tired = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const base = createBattle(v3({ seed }));
      fresh += damageOf(play(base, "press", "balanced"), "ant-a").reduce((s, d) => s + d, 0);
      const weary = createBattle(v3({ seed, b: makeOpponent({ energy: 20 }) }));
      tired += damageOf(play(weary, "press", "balanced"), "ant-a").reduce((s, d) => s + d, 0);
    }
    expect(tired / fresh).toBeGreaterThan(1 + (V3_TUNING.pressTired - 1) * 0.6);
    let once = 0;
    let held = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const first = play(createBattle(v3({ seed })), "balanced", "guard");
      once += damageOf(play(createBattle(v3({ seed })), "feint", "guard"), "ant-a").reduce((s, d) => s + d, 0);
      held += damageOf(play(first, "feint", "guard"), "ant-a", 2).reduce((s, d) => s + d, 0);
    }
    expect(held / once).toBeGreaterThan(1.15);
  });

  it("[B19][B26] replaying the log gives exact final health and energy; seed plus input log replays the battle", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const input = randomBattleInput(seed, 3);
      const tactics: TacticId[] = ["balanced", "press", "guard", "feint"];
      let state = createBattle(input);
      while (!isFinished(state)) {
        const pick = tactics[(seed + state.turn) % 4] as TacticId;
        state = stepBattle(state, { [input.fighters[0].antId]: pick });
      }
      let gauges: Record<string, ReplayGauge> = {};
      for (const side of state.fighters)
        gauges[side.fighter.antId] = {
          health: side.startHealth,
          energy: side.fighter.energy > 100 ? 100 : Math.max(0, side.fighter.energy),
        };
      for (const entry of state.log) gauges = applyLogEntry(gauges, entry);
      for (const side of state.fighters) {
        expect(gauges[side.fighter.antId]?.health).toBe(side.health);
        expect(gauges[side.fighter.antId]?.energy).toBe(side.energy);
        expect(side.health).toBeGreaterThanOrEqual(0);
        expect(side.energy).toBeGreaterThanOrEqual(0);
        expect(side.energy).toBeLessThanOrEqual(100);
      }
      const replayed = replayBattle(input, state.inputLog);
      expect(replayed.log).toEqual(state.log);
      expect(replayed.turns).toBeLessThanOrEqual(V3_TUNING.turnCap);
    }
  });
});
