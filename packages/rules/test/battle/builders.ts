// Scenario builders for battle tests: fighters with sensible defaults and a fixed default seed.
import { NEED_NAMES, type Needs, STAT_NAMES, type Stats } from "../../src/ant";
import { createBattle } from "../../src/battle/engine";
import type { ArenaType, BattleInput, BattleState, BattleType, EngineVersion, Fighter } from "../../src/battle/types";
import { createRng, type Rng, randomInt } from "../../src/random";

/** The seed every test uses unless it says otherwise. */
export const DEFAULT_SEED = 20240611;
/** A fixed start time so timestamps are stable. */
export const TEST_STARTED_AT = 1_700_000_000_000;
/** Normal battle speed. */
export const TEST_TURN_MS = 1500;
/** Default value of every stat, need and mood in a built fighter. */
export const DEFAULT_STAT = 10;
export const DEFAULT_NEED = 15;

/** Every stat set to one value. */
export function flatStats(value: number = DEFAULT_STAT): Stats {
  return Object.fromEntries(STAT_NAMES.map((name) => [name, value])) as Stats;
}

/** Every need set to one value. */
export function flatNeeds(value: number = DEFAULT_NEED): Needs {
  return Object.fromEntries(NEED_NAMES.map((name) => [name, value])) as Needs;
}

/** A fighter with average stats, full health and energy, good needs; `stats` and `needs` overrides merge. */
export function makeFighter(
  overrides: Partial<Omit<Fighter, "stats" | "needs">> & { stats?: Partial<Stats>; needs?: Partial<Needs> } = {},
): Fighter {
  const { stats, needs, ...rest } = overrides;
  return {
    antId: "ant-a",
    userId: "user-a",
    name: "Red Fang",
    health: 100,
    energy: 100,
    mood: DEFAULT_STAT,
    level: 1,
    ...rest,
    stats: { ...flatStats(), ...stats },
    needs: { ...flatNeeds(), ...needs },
  };
}

/** A second default fighter with a different id and name. */
export function makeOpponent(overrides: Parameters<typeof makeFighter>[0] = {}): Fighter {
  return makeFighter({ antId: "ant-b", userId: "user-b", name: "Goldie", ...overrides });
}

/** The engine version the version-2 rule tests pin (version 3 has its own tests, v3.test.ts). */
export const PINNED_VERSION: EngineVersion = 2;

/** Battle input with defaults: DEFAULT_SEED, two default fighters, basic arena, quick match, engine version 2. */
export function battleInput(
  options: {
    seed?: number;
    a?: Fighter;
    b?: Fighter;
    arena?: ArenaType;
    battleType?: BattleType;
    version?: EngineVersion;
  } = {},
): BattleInput {
  const {
    seed = DEFAULT_SEED,
    a = makeFighter(),
    b = makeOpponent(),
    arena = "basic",
    battleType = "quick_match",
    version = PINNED_VERSION,
  } = options;
  return { version, seed, fighters: [a, b], arena, battleType, startedAt: TEST_STARTED_AT, turnMs: TEST_TURN_MS };
}

/** A started battle state from battleInput's options. */
export function createTestBattle(options: Parameters<typeof battleInput>[0] = {}): BattleState {
  return createBattle(battleInput(options));
}

/** A fighter with every stat, need, mood, health and energy drawn from the rng, and sometimes equipment. */
export function randomFighter(rng: Rng, antId: string, userId: string): Fighter {
  const stats = Object.fromEntries(STAT_NAMES.map((name) => [name, randomInt(rng, 1, 20)])) as Stats;
  const needs = Object.fromEntries(NEED_NAMES.map((name) => [name, randomInt(rng, 0, 20)])) as Needs;
  const equipped = rng.next() < 0.5;
  return {
    antId,
    userId,
    name: `Ant ${antId}`,
    stats,
    needs,
    health: randomInt(rng, 1, 100),
    energy: randomInt(rng, 0, 100),
    mood: randomInt(rng, 0, 20),
    level: randomInt(rng, 1, 30),
    ...(equipped ? { equipmentBonuses: { strength: randomInt(rng, 0, 8), armor: randomInt(rng, 0, 8) } } : {}),
  };
}

/** A random matchup built from one seed. */
export function randomBattleInput(seed: number, version: EngineVersion = PINNED_VERSION): BattleInput {
  const rng = createRng(seed);
  const arenas: ArenaType[] = ["basic", "desert", "jungle", "underground", "ice"];
  return {
    version,
    seed,
    fighters: [randomFighter(rng, `a${seed}`, "u1"), randomFighter(rng, `b${seed}`, "u2")],
    arena: arenas[randomInt(rng, 0, arenas.length - 1)] ?? "basic",
    battleType: "quick_match",
    startedAt: TEST_STARTED_AT,
    turnMs: TEST_TURN_MS,
  };
}
