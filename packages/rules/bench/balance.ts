// Prints the issue-10 balance table (npm run balance): every figure with its 95% confidence interval and goal.
import type { Fighter } from "../src/battle/types";
import { ARENA_TYPES } from "../src/battle/types";
import { equipmentBonuses } from "../src/lab/equipment";
import { EQUIPMENT_CATALOG, type EquipmentItem, equipmentById } from "../src/lab/equipment-catalog";
import { ARENA_FAVOURS, BUILDS, balanced, buildStats } from "../test/balance/profiles";
import { BATTLES_PER_POINT, balanceTable, type Rate, winRate } from "../test/balance/simulate";

const out = (globalThis as unknown as { console: { log: (...parts: unknown[]) => void } }).console;
const pct = (r: Rate) => `${(r.rate * 100).toFixed(1)}% [${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)}]`;

const t = balanceTable();
out.log(`Balance table (engine version 2, ${BATTLES_PER_POINT} battles per point, sides swapped half the time)\n`);
out.log("| measure | figure [95% CI] | goal |\n| --- | --- | --- |");
out.log(`| combat stats +15% vs balanced | ${pct(t.edges["15"])} | 65–85% |`);
out.log(`| combat stats +20% vs balanced | ${pct(t.edges["20"])} | 65–85% |`);
out.log(`| combat stats +50% vs balanced | ${pct(t.edges["50"])} | ≤ 97% |`);
out.log(`| neglected (needs 0, mood 0) vs cared twin | ${pct(t.neglected)} | > 0 and ≤ 35% |`);
out.log(`| neglected +50% combat vs cared twin | ${pct(t.neglectedStrong)} | > 50% |`);
out.log(
  `| needs (all five) vs cared (18) | ${t.needs.map((p) => `${p.need}: ${(p.rate.rate * 100).toFixed(1)}%`).join(", ")} | smooth, no cliff at 5 |`,
);
for (const build of Object.keys(BUILDS)) {
  const row = ARENA_TYPES.map((arena) => `${arena} ${pct(t.builds[build]?.[arena] as Rate)}`).join("; ");
  out.log(`| ${build} build vs balanced | ${row} | 40–60% in every arena |`);
}
for (const [arena, { build, direction }] of Object.entries(ARENA_FAVOURS)) {
  const here = t.builds[build]?.[arena as keyof typeof ARENA_FAVOURS] as Rate;
  const basic = t.builds[build]?.basic as Rate;
  const shift = ((here.rate - basic.rate) * 100).toFixed(1);
  out.log(
    `| ${arena}: ${build} build vs basic | ${shift} points | ${direction > 0 ? "favoured" : "held back"}, within 40–60% |`,
  );
}
const stats = Object.entries(t.stats)
  .map(([stat, e]) => `${stat} ${(e.rate.rate * 100).toFixed(1)}% (${Math.round(e.changed * 100)}% of logs change)`)
  .join(", ");
out.log(`| +5 in one stat vs balanced | ${stats} | every stat has an effect |`);
out.log(`| level 30 vs level 1, same stats | ${pct(t.levelGap)} | no direct effect (SPEC B29) |`);

const geared = (ids: readonly string[], durability = 100): Fighter => {
  const items = ids.map((id) => equipmentById(id) as EquipmentItem);
  return balanced("a", { equipmentBonuses: equipmentBonuses(items.map((item) => ({ item, durability }))) });
};
const legendary = EQUIPMENT_CATALOG.filter((item) => item.rarity === "legendary").map((item) => item.id);
const twin = balanced("b");
out.log(`| common weapon (+2 strength) vs bare twin | ${pct(winRate(geared(["thorn_blade"]), twin))} | > 50% (EQ5) |`);
out.log(`| epic weapon vs bare twin | ${pct(winRate(geared(["scorpion_stinger"]), twin))} | above the common one |`);
out.log(`| four legendary items vs bare twin | ${pct(winRate(geared(legendary), twin))} | > 80%, < 100% |`);
out.log(
  `| broken epic weapon vs bare twin | ${pct(winRate(geared(["scorpion_stinger"], 0), twin))} | 50% (no bonus) |`,
);
const skilled = (skills: Record<string, number>) => balanced("a", { skills });
out.log(
  `| combat skills (14 points) vs twin | ${pct(winRate(skilled({ power_strike: 5, precise_aim: 3, critical_eye: 1 }), twin))} | > base + 10 points (TR23) |`,
);
out.log(
  `| survival skills (11 points) vs twin | ${pct(winRate(skilled({ thick_shell: 5, second_wind: 3 }), twin))} | > base + 10 points |`,
);
out.log(
  `| agility skills (14 points) vs twin | ${pct(winRate(skilled({ quick_step: 5, evasion: 3, flurry: 1 }), twin))} | > base + 10 points |`,
);

const names = Object.keys(BUILDS);
out.log("\nBuild against build (basic arena, 2,000 battles each; row's win rate):");
for (const a of names) {
  const cells = names.map((b) => {
    const rate = winRate(
      balanced("a", { stats: buildStats(a) }),
      balanced("b", { stats: buildStats(b) }),
      "basic",
      2000,
    );
    return `${b} ${(rate.rate * 100).toFixed(0)}%`;
  });
  out.log(`${a}: ${cells.join(", ")}`);
}
