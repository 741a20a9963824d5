// Who may battle, with the spec's messages ([Y1]–[Y6]).
import { describe, expect, it } from "vitest";
import {
  battleReadiness,
  checkSelfBattlePair,
  checkTopDownPair,
  type ReadinessAnt,
  readinessKindFor,
} from "../../src/battle/readiness";

const ant = (change: Partial<ReadinessAnt> = {}): ReadinessAnt => ({
  id: "a",
  name: "Red Fang",
  health: 100,
  energy: 100,
  isInBattle: false,
  isTraining: false,
  ...change,
});

describe("battle readiness", () => {
  it("[Y1] server battles need 50% health and 30% energy", () => {
    expect(battleReadiness(ant({ health: 50, energy: 30 }), "server")).toEqual({ ready: true, message: "Ready" });
    expect(battleReadiness(ant({ health: 49 }), "server")).toEqual({
      ready: false,
      message: "Health too low (need 50%+)",
    });
    expect(battleReadiness(ant({ energy: 29 }), "server")).toEqual({
      ready: false,
      message: "Energy too low (need 30%+)",
    });
  });

  it("[Y2] self battles and the top-down arena need 30% health and 20% energy", () => {
    expect(battleReadiness(ant({ health: 30, energy: 20 }), "self").ready).toBe(true);
    expect(battleReadiness(ant({ health: 29 }), "self")).toEqual({
      ready: false,
      message: "Health too low (need 30%+)",
    });
    expect(battleReadiness(ant({ energy: 19 }), "self")).toEqual({
      ready: false,
      message: "Energy too low (need 20%+)",
    });
  });

  it("[Y3] a busy ant is not ready: 'Currently in battle' before 'Currently training' before health", () => {
    const busy = ant({ isInBattle: true, isTraining: true, health: 0 });
    expect(battleReadiness(busy, "server").message).toBe("Currently in battle");
    expect(battleReadiness({ ...busy, isInBattle: false }, "self").message).toBe("Currently training");
  });

  it("[Y4] a self battle needs two different ready ants", () => {
    expect(checkSelfBattlePair(ant(), ant())).toEqual({
      ok: false,
      message: "Please select two different ants to battle!",
    });
    expect(checkSelfBattlePair(ant(), ant({ id: "b", energy: 5 }))).toEqual({
      ok: false,
      message: "Energy too low (need 20%+)",
      antId: "b",
    });
    expect(checkSelfBattlePair(ant(), ant({ id: "b" }))).toEqual({ ok: true });
  });

  it("[Y5] the top-down arena needs two chosen, different, ready ants", () => {
    expect(checkTopDownPair(ant(), null)).toEqual({ ok: false, message: "Please select two different ants" });
    expect(checkTopDownPair(ant(), ant())).toEqual({ ok: false, message: "Please select two different ants" });
    expect(checkTopDownPair(ant({ health: 10 }), ant({ id: "b" }))).toEqual({
      ok: false,
      message: "Red Fang is not ready for battle",
      antId: "a",
    });
    expect(checkTopDownPair(ant(), ant({ id: "b" }))).toEqual({ ok: true });
  });

  it("[Y6] self battles and the top-down arena use the self bar, all other types the server bar", () => {
    expect(readinessKindFor("self")).toBe("self");
    expect(readinessKindFor("topdown_arena")).toBe("self");
    for (const type of ["quick_match", "ranked", "friendly"] as const) expect(readinessKindFor(type)).toBe("server");
  });
});
