// The ant's record: traits from stats (AR1), battle scars (AR2) and the lineage kept at birth (AR3).
import { describe, expect, it } from "vitest";
import { STAT_NAMES, type Stats } from "../../src/ant";
import type { BattleLogEntry } from "../../src/battle/types";
import { childLineage, FOUNDER_LINEAGE } from "../../src/lab/pedigree";
import { MAX_SCARS, scarsFromBattle, withScars } from "../../src/lab/scars";
import { PLAIN_GENETIC_TRAIT, PLAIN_PERSONALITY_TRAIT, traitsFromStats } from "../../src/lab/traits";

const flat = (value: number) => Object.fromEntries(STAT_NAMES.map((n) => [n, value])) as Stats;

function hit(target: string, damage: number, critical: boolean): BattleLogEntry {
  return {
    turn: 1,
    description: "",
    ant_id: "x",
    target_id: target,
    damage_dealt: damage,
    critical_hit: critical,
    timestamp: 0,
    kind: "attack",
    energy_delta: 0,
  };
}

describe("ant record", () => {
  it("[AR1] traits show from strong (or weak) stats, at most three, plain otherwise", () => {
    expect(traitsFromStats(flat(9))).toEqual({
      genetic: [PLAIN_GENETIC_TRAIT],
      personality: [PLAIN_PERSONALITY_TRAIT],
    });
    const strong = { ...flat(9), strength: 16, aggression: 14, speed: 13, agility: 12 };
    expect(traitsFromStats(strong).genetic).toEqual(["Iron Mandibles", "Swift Legs"]);
    expect(traitsFromStats(strong).personality).toEqual(["Fierce"]);
    expect(traitsFromStats({ ...flat(9), aggression: 3 }).personality).toEqual(["Gentle"]);
    expect(traitsFromStats(flat(20)).genetic).toHaveLength(3);
    expect(traitsFromStats({}).personality).toContain("Gentle");
  });

  it("[AR2] a deep critical hit taken and a hard loss leave scars; the newest eight are kept", () => {
    const input = { antId: "me", won: false, finalHealth: 10, opponentName: "Rex", log: [hit("me", 25, true)] };
    expect(scarsFromBattle(input)).toEqual(["Critical hit by Rex", "Hard loss to Rex"]);
    expect(scarsFromBattle({ ...input, won: true })).toEqual(["Critical hit by Rex"]);
    expect(scarsFromBattle({ ...input, finalHealth: 20, log: [hit("me", 19, true), hit("other", 40, true)] })).toEqual(
      [],
    );
    const many = Array.from({ length: 10 }, (_, i) => `s${i}`);
    expect(withScars(many.slice(0, 7), ["new1", "new2"])).toEqual([...many.slice(1, 7), "new1", "new2"]);
    expect(withScars(many, [])).toHaveLength(MAX_SCARS);
  });

  it("[AR3] a child's lineage keeps both parents and their parents as they were at its birth", () => {
    const gp = (id: string) => ({ id, name: id.toUpperCase(), generation: 1, childOf: null });
    const lineage = childLineage(
      { id: "p1", name: "Ada", generation: 2, lineage: { parents: [gp("g1"), gp("g2")], grandparents: [] } },
      { id: "p2", name: "Bo", generation: 1, lineage: FOUNDER_LINEAGE },
    );
    expect(lineage.parents).toEqual([
      { id: "p1", name: "Ada", generation: 2, childOf: null },
      { id: "p2", name: "Bo", generation: 1, childOf: null },
    ]);
    expect(lineage.grandparents).toEqual([
      { id: "g1", name: "G1", generation: 1, childOf: "p1" },
      { id: "g2", name: "G2", generation: 1, childOf: "p1" },
    ]);
  });
});
