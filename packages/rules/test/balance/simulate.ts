// Seeded simulations for the balance suite: win rates with 95% confidence intervals, sides swapped half the time.
import { STAT_NAMES, type StatName } from "../../src/ant";
import { runBattle } from "../../src/battle/engine";
import { ARENA_TYPES, type ArenaType, type Fighter } from "../../src/battle/types";
import {
  ARENA_FAVOURS,
  BUILDS,
  balanced,
  buildStats,
  edgeStats,
  flat,
  NEED_POINTS,
  NEGLECTED,
  needsAt,
} from "./profiles";

/** Battles per measured point, and the first seed. */
export const BATTLES_PER_POINT = 4000;
export const BALANCE_SEED = 1_000_000;
/** Battles per stat when checking that each of the 20 stats changes battles. */
export const BATTLES_PER_STAT = 1000;
const Z95 = 1.96;

/** A win rate with its 95% Wilson interval. */
export interface Rate {
  rate: number;
  low: number;
  high: number;
  battles: number;
}

/** Wilson score interval of wins out of n. */
export function wilson(wins: number, n: number): Rate {
  const p = wins / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { rate: p, low: centre - half, high: centre + half, battles: n };
}

/** How often `a` beats `b` over n seeded battles (a is the first fighter in even battles, the second in odd ones). */
export function winRate(a: Fighter, b: Fighter, arena: ArenaType = "basic", n = BATTLES_PER_POINT): Rate {
  const one = { ...a, antId: "ant-a", userId: "user-a" };
  const two = { ...b, antId: "ant-b", userId: "user-b" };
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const fighters: [Fighter, Fighter] = i % 2 === 0 ? [one, two] : [two, one];
    const result = runBattle({
      version: 2,
      seed: BALANCE_SEED + i,
      fighters,
      arena,
      battleType: "quick_match",
      startedAt: 0,
      turnMs: 0,
    });
    if (result.winnerAntId === "ant-a") wins++;
  }
  return wilson(wins, n);
}

/** Share of battles whose log changes when one stat of the first ant is raised by 5, and that ant's win rate. */
export function statEffect(stat: StatName, n = BATTLES_PER_STAT): { changed: number; rate: Rate } {
  const stats = flat();
  stats[stat] += 5;
  const raised = balanced("a", { stats });
  const plain = balanced("a");
  const other = balanced("b");
  let changed = 0;
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const input = {
      version: 2 as const,
      seed: BALANCE_SEED + i,
      arena: "basic" as const,
      battleType: "quick_match" as const,
      startedAt: 0,
      turnMs: 0,
    };
    const a = runBattle({ ...input, fighters: [raised, other] });
    const b = runBattle({ ...input, fighters: [plain, other] });
    if (JSON.stringify(a.log) !== JSON.stringify(b.log)) changed++;
    if (a.winnerAntId === raised.antId) wins++;
  }
  return { changed: changed / n, rate: wilson(wins, n) };
}

/** Every figure of the issue-10 table. */
export interface BalanceTable {
  edges: Record<"15" | "20" | "50", Rate>;
  neglected: Rate;
  neglectedStrong: Rate;
  needs: { need: number; rate: Rate }[];
  builds: Record<string, Record<ArenaType, Rate>>;
  stats: Record<StatName, { changed: number; rate: Rate }>;
  levelGap: Rate;
}

/** Runs every scenario of the suite (about 200,000 battles). */
export function balanceTable(): BalanceTable {
  const reference = balanced("b");
  const edge = (e: number) => winRate(balanced("a", { stats: edgeStats(e) }), reference);
  const builds: BalanceTable["builds"] = {};
  for (const build of Object.keys(BUILDS)) {
    const row = {} as Record<ArenaType, Rate>;
    for (const arena of ARENA_TYPES)
      row[arena] = winRate(balanced("a", { stats: buildStats(build) }), reference, arena);
    builds[build] = row;
  }
  const stats = {} as BalanceTable["stats"];
  for (const stat of STAT_NAMES) stats[stat] = statEffect(stat);
  return {
    edges: { "15": edge(0.15), "20": edge(0.2), "50": edge(0.5) },
    neglected: winRate(balanced("a", NEGLECTED), reference),
    neglectedStrong: winRate(balanced("a", { ...NEGLECTED, stats: edgeStats(0.5) }), reference),
    needs: NEED_POINTS.map((need) => ({ need, rate: winRate(balanced("a", { needs: needsAt(need) }), reference) })),
    builds,
    stats,
    levelGap: winRate(balanced("a", { level: 30 }), reference),
  };
}

export { ARENA_FAVOURS };
