// The balance suite's profiles and scenarios in one place, so later issues (tactics, equipment, training) add theirs.
import { NEED_NAMES, type Needs, STAT_NAMES, type StatName, type Stats } from "../../src/ant";
import { battleReadiness } from "../../src/battle/readiness";
import type { ArenaType, Fighter } from "../../src/battle/types";
import { advanceAnt } from "../../src/colony/advance";

/** Every stat of the balanced reference ant; all profiles keep the same total (20 × 10 = 200) unless they are an edge. */
export const BASE_STAT = 10;
/** Needs and mood of a cared-for ant (every need excellent, a happy mood). */
export const CARED_NEED = 18;
export const CARED_MOOD = 15;
/** The combat group of stats (S5), scaled by the edge scenarios. */
export const COMBAT_STATS = [
  "strength",
  "speed",
  "agility",
  "precision",
  "endurance",
  "armor",
  "resistance",
  "counter",
] as const satisfies readonly StatName[];

/** A build raises its four themed stats by BUILD_GAIN and lowers the other sixteen by a quarter of that (same total). */
export const BUILD_GAIN = 6;
/** The builds measured against the balanced ant; each names the stats it raises. */
export const BUILDS: Readonly<Record<string, readonly StatName[]>> = {
  strength: ["strength", "aggression", "vitality", "resistance"],
  speed: ["speed", "agility", "reflexes", "focus"],
  armor: ["armor", "resistance", "vitality", "endurance"],
  stamina: ["endurance", "vitality", "recovery", "metabolism"],
  spirit: ["willpower", "morale", "happiness", "loyalty"],
  intelligence: ["intelligence", "focus", "discipline", "precision"],
};

/** The builds each arena's modifier names: it should favour them (ice, which slows, should hold back speed). */
export const ARENA_FAVOURS: Readonly<Record<Exclude<ArenaType, "basic">, { build: string; direction: 1 | -1 }>> = {
  desert: { build: "speed", direction: 1 },
  jungle: { build: "speed", direction: 1 },
  underground: { build: "armor", direction: 1 },
  ice: { build: "speed", direction: -1 },
};

/** Every stat at one value. */
export function flat(value: number = BASE_STAT): Stats {
  return Object.fromEntries(STAT_NAMES.map((name) => [name, value])) as Stats;
}

/** Every need at one value. */
export function needsAt(value: number): Needs {
  return Object.fromEntries(NEED_NAMES.map((name) => [name, value])) as Needs;
}

/** The balanced, cared-for reference ant (side "a" or "b" gives it distinct ids). */
export function balanced(side: "a" | "b", overrides: Partial<Fighter> = {}): Fighter {
  return {
    antId: `ant-${side}`,
    userId: `user-${side}`,
    name: side === "a" ? "Red Fang" : "Goldie",
    stats: flat(),
    needs: needsAt(CARED_NEED),
    mood: CARED_MOOD,
    health: 100,
    energy: 100,
    level: 1,
    ...overrides,
  };
}

/** Stats of a named build at equal total: themed stats + BUILD_GAIN, the others − BUILD_GAIN × 4 / 16. */
export function buildStats(build: string): Stats {
  const themed = new Set(BUILDS[build] ?? []);
  const loss = (BUILD_GAIN * themed.size) / (STAT_NAMES.length - themed.size);
  return Object.fromEntries(
    STAT_NAMES.map((name) => [name, themed.has(name) ? BASE_STAT + BUILD_GAIN : BASE_STAT - loss]),
  ) as Stats;
}

/** Balanced stats with every combat stat multiplied by (1 + edge). */
export function edgeStats(edge: number): Stats {
  const stats = flat();
  for (const name of COMBAT_STATS) stats[name] = BASE_STAT * (1 + edge);
  return stats;
}

/** A fully neglected ant: all five needs empty (critical) and mood 0. */
export const NEGLECTED = { needs: needsAt(0), mood: 0 } as const;

/** Needs at which the smoothness of the needs effect is measured (all five needs at this value). */
export const NEED_POINTS = [0, 2, 4, 4.99, 5, 6, 8, 10, 12, 15, 18, 20] as const;

/** Issue 25: every one of the twenty stats multiplied by (1 + edge). */
export function allStatsEdge(edge: number): Stats {
  return flat(BASE_STAT * (1 + edge));
}

/** Issue 25: a build of equal total raising two stats by 10 (to 20) and lowering the other eighteen by 20 / 18. */
export function pairBuild(first: StatName, second: StatName): Stats {
  const stats = flat(BASE_STAT - 20 / 18);
  stats[first] = BASE_STAT + 10;
  stats[second] = BASE_STAT + 10;
  return stats;
}

/** Every pair of distinct stats (190). */
export function statPairs(): [StatName, StatName][] {
  const pairs: [StatName, StatName][] = [];
  STAT_NAMES.forEach((first, i) => {
    for (const second of STAT_NAMES.slice(i + 1)) pairs.push([first, second]);
  });
  return pairs;
}

const HOUR_MS = 3_600_000;

/**
 * Issue 25: the cared ant (needs 18, mood 15, full health and energy) left with no care for `hours`, as the game's
 * vitals rules (V2–V4) leave it; null once a server battle would no longer accept it (Y1).
 */
export function neglectedFor(hours: number): Pick<Fighter, "needs" | "mood" | "health" | "energy"> | null {
  const start = { needs: needsAt(CARED_NEED), mood: CARED_MOOD, health: 100, energy: 100 };
  const vitals = advanceAnt(start, 0, hours * HOUR_MS);
  const ready = battleReadiness({ ...vitals, isInBattle: false, isTraining: false }, "server");
  return ready.ready ? vitals : null;
}

/** Issue 25: the neglect curve, hour by hour from 0 to the last hour a server battle accepts. */
export function neglectCurve(step = 1): { hour: number; ant: NonNullable<ReturnType<typeof neglectedFor>> }[] {
  const curve = [];
  for (let hour = 0; ; hour += step) {
    const ant = neglectedFor(hour);
    if (!ant) return curve;
    curve.push({ hour, ant });
  }
}
