// Prints the issue-25 goal table, before (engine v2) and after (engine v5: v3's rules on wide dice, wounds braced): `npm run balance` (about 25 min on one core).
import type { EngineVersion } from "../src/battle/types";
import { GOAL_BATTLES, type GoalCell, type GoalTable, goalTable } from "../test/balance/goals";
import type { Rate } from "../test/balance/simulate";

const out = (globalThis as unknown as { console: { log: (...parts: unknown[]) => void } }).console;
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const n = Number(env.BALANCE_BATTLES ?? GOAL_BATTLES);
const pairBattles = Number(env.BALANCE_PAIR_BATTLES ?? n);
const versions = (env.BALANCE_VERSIONS ?? "2,5").split(",").map(Number) as EngineVersion[];

const pct = (r: Rate) => `${(r.rate * 100).toFixed(1)}% [${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)}]`;
const mark = (cell: GoalCell | undefined) => (cell ? `${pct(cell.rate)}${cell.ok ? "" : " ✗"}` : "—");

const tables = new Map<EngineVersion, GoalTable>();
const fsModule = "node:fs";
const fs = (await import(fsModule)) as {
  readFileSync(file: string, encoding: "utf8"): string;
  writeFileSync(file: string, text: string): void;
};
if (env.BALANCE_FROM) {
  // Print from tables saved by earlier runs (one per version, run side by side): BALANCE_FROM=a.json,b.json.
  for (const file of env.BALANCE_FROM.split(",")) {
    const saved = JSON.parse(fs.readFileSync(file, "utf8")) as GoalTable;
    tables.set(saved.version, saved);
  }
  versions.splice(0, versions.length, ...[...tables.keys()].sort());
} else {
  for (const version of versions) tables.set(version, goalTable(version, n, { pairBattles }));
  if (env.BALANCE_OUT) fs.writeFileSync(env.BALANCE_OUT, JSON.stringify(tables.get(versions[0] as EngineVersion)));
}
const battlesOf = (t: GoalTable) => `${t.battles}`;
const cols = versions.map((v) => `engine v${v}`);
const first = tables.get(versions[0] as EngineVersion) as GoalTable;
const pairN = first.pairs[0]?.rate.battles ?? pairBattles;
out.log(
  `Issue-25 goals: ${battlesOf(first)} battles per cell (pair builds ${pairN}), seeded, sides swapped every other battle.`,
);
out.log("✗ marks a cell outside its goal.\n");
out.log(`| measure | ${cols.join(" | ")} | goal |\n| --- | ${cols.map(() => "---").join(" | ")} | --- |`);
const row = (label: string, pick: (t: GoalTable) => GoalCell | undefined, goal: string) =>
  out.log(`| ${label} | ${versions.map((v) => mark(pick(tables.get(v) as GoalTable))).join(" | ")} | ${goal} |`);
for (const [i, goal] of ["65–85%", "65–85%", "≤ 97%"].entries())
  row(tables.get(versions[0] as EngineVersion)?.edges[i]?.label ?? "", (t) => t.edges[i], goal);
const pairSummary = (t: GoalTable) => {
  const low = t.pairs[0];
  const high = t.pairs.at(-1);
  const bad = t.pairs.filter((cell) => !cell.ok).length;
  return `lowest ${low?.label} ${low ? pct(low.rate) : ""}; highest ${high?.label} ${high ? pct(high.rate) : ""}; ${bad} of ${t.pairs.length} outside`;
};
out.log(
  `| two stats +10, equal total, 190 pairs × 5 arenas vs balanced | ${versions.map((v) => pairSummary(tables.get(v) as GoalTable)).join(" | ")} | 40–60% in every cell |`,
);
const goals = ["60–70%", "≤ reader + 5 points", "(reference)", "≤ reader + 5 points", "≤ 55%"];
for (const [i, goal] of goals.entries())
  row(tables.get(versions[0] as EngineVersion)?.policies[i]?.label ?? "", (t) => t.policies[i], goal);
const fixedCount = tables.get(versions[0] as EngineVersion)?.fixedVsRandom.length ?? 0;
for (let i = 0; i < fixedCount; i++)
  row(tables.get(versions[0] as EngineVersion)?.fixedVsRandom[i]?.label ?? "", (t) => t.fixedVsRandom[i], "≤ 55%");
const last = (t: GoalTable) => t.neglect.at(-1);
row(
  `full neglect (${last(tables.get(versions[0] as EngineVersion) as GoalTable)?.label}) vs cared twin`,
  last,
  "1–35%",
);
/** The largest step of the neglect curve with its 95% interval (normal approximation of the difference of two rates). */
const stepWithInterval = (t: GoalTable) => {
  let at = 1;
  const drop = (i: number) => Math.abs((t.neglect[i]?.rate.rate ?? 0) - (t.neglect[i - 1]?.rate.rate ?? 0));
  for (let i = 2; i < t.neglect.length; i++) if (drop(i) > drop(at)) at = i;
  const [a, b] = [t.neglect[at - 1], t.neglect[at]];
  if (!a || !b) return "—";
  const spread = (r: Rate) => (r.rate * (1 - r.rate)) / r.battles;
  const half = 1.96 * Math.sqrt(spread(a.rate) + spread(b.rate)) * 100;
  const step = drop(at) * 100;
  const hours = `${a.label.replace("neglected ", "")} → ${b.label.replace("neglected ", "")}`;
  return `${step.toFixed(1)} points [${(step - half).toFixed(1)}–${(step + half).toFixed(1)}] (${hours})`;
};
out.log(
  `| neglect curve, largest step between successive hours | ${versions.map((v) => stepWithInterval(tables.get(v) as GoalTable)).join(" | ")} | ≤ 3 points |`,
);
out.log("\nNeglect curve (win rate by hours without care, until a server battle refuses the ant):");
for (const v of versions)
  out.log(
    `- v${v}: ${tables
      .get(v)
      ?.neglect.map((c) => `${c.label.replace("neglected ", "")} ${(c.rate.rate * 100).toFixed(1)}`)
      .join(", ")}`,
  );
const newest = versions.at(-1) as EngineVersion;
out.log(`\nPair builds nearest the 40–60% bounds (engine v${newest}):`);
const latest = tables.get(newest);
if (latest)
  for (const cell of [...latest.pairs.slice(0, 5), ...latest.pairs.slice(-5)])
    out.log(`- ${cell.label}: ${pct(cell.rate)}`);
