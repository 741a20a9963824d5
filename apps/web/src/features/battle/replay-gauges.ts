// Health and energy of each fighter after the first n log entries of a battle (spec 001 §4 replay rule).
import type { Battle, BattleLogEntryShape } from "@antbrawl/protocol/battles";
import { ENERGY_MAX, HEALTH_MAX } from "@antbrawl/rules/ant";
import type { BattleLogEntry, BattleLogKind } from "@antbrawl/rules/battle/types";
import { applyLogEntry, type ReplayGauge } from "@antbrawl/rules/battle/viewer";

export type Gauges = Record<string, ReplayGauge>;

/** Each participant's starting health and energy, by ant id. */
function startingGauges(battle: Battle): Gauges {
  const gauges: Gauges = {};
  for (const p of battle.participants) gauges[p.ant_id] = { health: p.starting_health, energy: p.starting_energy };
  return gauges;
}

function asRuleEntry(entry: BattleLogEntryShape): BattleLogEntry {
  return {
    ...entry,
    target_id: entry.target_id ?? "",
    timestamp: Date.parse(entry.timestamp) || 0,
    kind: entry.kind as BattleLogKind,
  };
}

/** Gauges after `played` entries: each lowers the target's health by damage_dealt and moves the actor's energy. */
export function gaugesAfter(battle: Battle, played: number): Gauges {
  let gauges = startingGauges(battle);
  for (const entry of battle.battle_log.slice(0, played)) gauges = applyLogEntry(gauges, asRuleEntry(entry));
  for (const gauge of Object.values(gauges)) {
    gauge.health = Math.min(HEALTH_MAX, Math.max(0, gauge.health));
    gauge.energy = Math.min(ENERGY_MAX, Math.max(0, gauge.energy));
  }
  return gauges;
}
