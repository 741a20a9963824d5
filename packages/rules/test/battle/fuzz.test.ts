// Seeded random battles: every seed ends inside the cap with one winner and no health below 0.
import { describe, expect, it } from "vitest";
import { ENERGY_MAX } from "../../src/ant";
import { runBattle, TURN_CAP } from "../../src/battle/engine";
import type { BattleResult } from "../../src/battle/types";
import { applyLogEntry, type ReplayGauge } from "../../src/battle/viewer";
import { randomBattleInput } from "./builders";
import { report } from "./report";

const SEEDS = 1000;

/**
 * Seeds kept as named cases. No seed has failed so far; these are the rarest endings found while
 * fuzzing 20,000 seeds. Add any seed that ever fails here with what it broke.
 */
const KEPT_SEEDS = [
  { seed: 9, why: "knockout with the first blow" },
  { seed: 21, why: "collapse before any blow is struck" },
];

/** Every invariant of a finished battle; returns the first broken one, or null. */
function brokenInvariant(seed: number): string | null {
  const input = randomBattleInput(seed);
  const result: BattleResult = runBattle(input);
  const ids = input.fighters.map((f) => f.antId).sort();
  if (result.turns < 1 || result.turns > TURN_CAP) return `turns ${result.turns}`;
  if ([result.winnerAntId, result.loserAntId].sort().join() !== ids.join()) return "not exactly one winner";
  const results = result.log.filter((entry) => entry.kind === "result");
  if (results.length !== 1 || result.log.at(-1) !== results[0]) return "result line not single and last";
  let gauges: Record<string, ReplayGauge> = {};
  for (const f of input.fighters) gauges[f.antId] = { health: f.health, energy: f.energy };
  for (const entry of result.log) {
    const target = gauges[entry.target_id];
    if (!target || entry.damage_dealt < 0 || entry.damage_dealt > target.health)
      return `bad damage at turn ${entry.turn}`;
    gauges = applyLogEntry(gauges, entry);
    const actor = gauges[entry.ant_id];
    if (!actor || actor.energy < 0 || actor.energy > ENERGY_MAX) return `energy out of range at turn ${entry.turn}`;
  }
  for (const id of ids) {
    if ((result.finalHealth[id] ?? -1) < 0) return "health below 0";
    if (gauges[id]?.health !== result.finalHealth[id]) return "replay and final health differ";
  }
  if (result.endedBy === "knockout" && result.finalHealth[result.loserAntId] !== 0) return "knockout loser has health";
  if (result.endedBy === "turn_cap" && result.turns !== TURN_CAP) return "turn cap before the cap";
  return null;
}

describe("random battles", () => {
  it(`[B17] ${SEEDS} random seeds all end within the cap with one winner and health never below 0`, () => {
    const failures: string[] = [];
    const endings: Record<string, number> = {};
    for (let seed = 1; seed <= SEEDS; seed++) {
      const broken = brokenInvariant(seed);
      if (broken) failures.push(`seed ${seed}: ${broken}`);
      const ended = runBattle(randomBattleInput(seed)).endedBy;
      endings[ended] = (endings[ended] ?? 0) + 1;
    }
    report(`[B17] ${SEEDS} random battles, endings:`, endings);
    expect(failures).toEqual([]);
  });

  it.each(KEPT_SEEDS)("[B17] kept seed $seed ($why) still holds every invariant", ({ seed }) => {
    expect(brokenInvariant(seed), `seed ${seed}`).toBeNull();
  });
});
