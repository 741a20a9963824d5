// Equipment in seeded battles: an equipped item changes win rates through the engine's slot (B1), a broken one does not.
import { describe, expect, it } from "vitest";
import type { Fighter } from "../../src/battle/types";
import { equipmentBonuses } from "../../src/lab/equipment";
import { EQUIPMENT_CATALOG, type EquipmentItem, equipmentById } from "../../src/lab/equipment-catalog";
import { balanced } from "../balance/profiles";
import { type Rate, winRate } from "../balance/simulate";
import { report } from "../battle/report";

const BATTLES = 2000;
const pct = (r: Rate) => `${(r.rate * 100).toFixed(1)}% [${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)}]`;

function equipped(ids: readonly string[], durability = 100): Fighter {
  const items = ids.map((id) => equipmentById(id) as EquipmentItem);
  return balanced("a", { equipmentBonuses: equipmentBonuses(items.map((item) => ({ item, durability }))) });
}

const twin = balanced("b");
const rateWith = (ids: readonly string[], durability = 100) =>
  winRate(equipped(ids, durability), twin, "basic", BATTLES);

describe("equipment in battle (seeded, 2,000 battles per point, sides swapped)", () => {
  it("[EQ5][B1] a common weapon (+2 strength) wins measurably more than its bare twin", () => {
    const rate = rateWith(["thorn_blade"]);
    report(`[equipment] Thorn Blade vs bare twin ${pct(rate)}`);
    expect(rate.low).toBeGreaterThan(0.5);
  });

  it("[EQ5][B1] a rarer item of the same type helps more; a full legendary set dominates", () => {
    const common = rateWith(["thorn_blade"]);
    const epic = rateWith(["scorpion_stinger"]);
    const legendarySet = rateWith(
      EQUIPMENT_CATALOG.filter((item) => item.rarity === "legendary").map((item) => item.id),
    );
    report(`[equipment] Scorpion Stinger (epic) ${pct(epic)}; four legendaries ${pct(legendarySet)}`);
    expect(epic.rate).toBeGreaterThan(common.rate);
    expect(legendarySet.rate).toBeGreaterThan(0.8);
  });

  it("[EQ5] a broken item (durability 0) fights like no item at all", () => {
    const broken = rateWith(["scorpion_stinger"], 0);
    const bare = winRate(balanced("a"), twin, "basic", BATTLES);
    report(`[equipment] broken Scorpion Stinger ${pct(broken)}; bare ${pct(bare)}`);
    expect(broken.rate).toBe(bare.rate);
  });
});
