// Equipment rules EQ1–EQ9: the catalog, availability, equip checks, bonuses, wear, repair, purchase and rewards.
import { describe, expect, it } from "vitest";
import { STAT_NAMES } from "../../src/ant";
import { EFFECTIVE_STAT_MAX } from "../../src/battle/stats";
import { sumPostings } from "../../src/economy/ledger";
import {
  DURABILITY_MAX,
  EQUIPMENT_TEXTS,
  equipmentAvailability,
  equipmentBonuses,
  equipmentChargeEntries,
  equipRefusal,
  ITEM_REWARD_CHANCE,
  isBroken,
  itemReward,
  priceMilli,
  purchaseRefusal,
  repairCostMilli,
  repairRefusal,
  replacedItem,
  statWithBonus,
  wornDurability,
} from "../../src/lab/equipment";
import {
  EQUIPMENT_CATALOG,
  EQUIPMENT_TYPES,
  type EquipmentItem,
  equipmentById,
  RARITIES,
  RARITY_RULES,
} from "../../src/lab/equipment-catalog";
import { createRng } from "../../src/random";

const item = (id: string): EquipmentItem => {
  const found = equipmentById(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe("equipment catalog", () => {
  it("[EQ1] at least 20 items with unique ids over the four types and five rarities", () => {
    expect(EQUIPMENT_CATALOG.length).toBeGreaterThanOrEqual(20);
    expect(new Set(EQUIPMENT_CATALOG.map((e) => e.id)).size).toBe(EQUIPMENT_CATALOG.length);
    for (const type of EQUIPMENT_TYPES) {
      for (const rarity of RARITIES) {
        expect(EQUIPMENT_CATALOG.some((e) => e.type === type && e.rarity === rarity)).toBe(true);
      }
    }
  });

  it("[EQ1] bonuses name real stats, are positive whole numbers and add up to the rarity's total", () => {
    for (const entry of EQUIPMENT_CATALOG) {
      const bonuses = Object.entries(entry.stat_bonuses);
      expect(bonuses.length).toBeGreaterThan(0);
      for (const [stat, value] of bonuses) {
        expect(STAT_NAMES).toContain(stat);
        expect(Number.isInteger(value) && (value as number) > 0).toBe(true);
      }
      const total = bonuses.reduce((sum, [, value]) => sum + (value as number), 0);
      expect(total, entry.id).toBe(RARITY_RULES[entry.rarity].bonusTotal);
      expect(entry.market_value).toBe(RARITY_RULES[entry.rarity].marketValue);
      expect(entry.required_level).toBe(RARITY_RULES[entry.rarity].requiredLevel);
    }
  });

  it("[EQ1] rarer means a higher level, a higher price, more bonus and less wear", () => {
    for (let i = 1; i < RARITIES.length; i++) {
      const lower = RARITY_RULES[RARITIES[i - 1]!];
      const higher = RARITY_RULES[RARITIES[i]!];
      expect(higher.requiredLevel).toBeGreaterThan(lower.requiredLevel);
      expect(higher.marketValue).toBeGreaterThan(lower.marketValue);
      expect(higher.bonusTotal).toBeGreaterThan(lower.bonusTotal);
      expect(higher.wearPerBattle).toBeLessThan(lower.wearPerBattle);
    }
    expect(equipmentById("nope")).toBeUndefined();
  });
});

describe("equipment rules", () => {
  it("[EQ2] available when required_level is not above the ant's level, else locked", () => {
    expect(equipmentAvailability({ required_level: 5 }, 5)).toBe("available");
    expect(equipmentAvailability({ required_level: 5 }, 6)).toBe("available");
    expect(equipmentAvailability({ required_level: 5 }, 4)).toBe("locked");
    expect(equipmentAvailability({ required_level: 1 }, 1)).toBe("available");
  });

  it("[EQ3] equipping replaces the item of the same type only", () => {
    const worn = [item("leaf_shield"), item("thorn_blade")];
    expect(replacedItem(worn, item("bark_plate"))?.id).toBe("leaf_shield");
    expect(replacedItem(worn, item("sugar_tonic"))).toBeUndefined();
    expect(replacedItem(worn, item("leaf_shield"))).toBeUndefined();
  });

  it("[EQ4] refusals in order: not owned, in battle, already here, elsewhere, level", () => {
    const legendary = item("queens_fang");
    const ant = { id: "a1", name: "Goldie", level: 3, isInBattle: false };
    const base = { item: legendary, ant, owned: true, equippedOn: null };
    expect(equipRefusal({ ...base, owned: false })).toBe("You don't own Queen's Fang: buy it first");
    expect(equipRefusal({ ...base, ant: { ...ant, isInBattle: true } })).toBe(EQUIPMENT_TEXTS.inBattle);
    expect(equipRefusal({ ...base, equippedOn: { id: "a1", name: "Goldie" } })).toBe(
      "Queen's Fang is already equipped on this ant",
    );
    expect(equipRefusal({ ...base, equippedOn: { id: "a2", name: "Red" } })).toBe(
      "Queen's Fang is already equipped on Red",
    );
    expect(equipRefusal(base)).toBe("Queen's Fang needs level 8; Goldie is level 3");
    expect(equipRefusal({ ...base, ant: { ...ant, level: 8 } })).toBeUndefined();
  });

  it("[EQ5] bonuses add up over unbroken items; a broken item gives nothing", () => {
    const entries = [
      { item: item("thorn_blade"), durability: 40 },
      { item: item("scorpion_stinger"), durability: 100 },
      { item: item("leaf_shield"), durability: 0 },
    ];
    expect(equipmentBonuses(entries)).toEqual({ strength: 5, precision: 2, aggression: 1 });
    expect(isBroken(0)).toBe(true);
    expect(isBroken(1)).toBe(false);
    expect(isBroken(Number.NaN)).toBe(true);
    expect(equipmentBonuses([])).toEqual({});
  });

  it("[EQ5] a stat with its bonus stops at the engine's effective maximum", () => {
    expect(statWithBonus(12, 2)).toEqual({ base: 12, bonus: 2, total: 14 });
    expect(statWithBonus(20, 8).total).toBe(EFFECTIVE_STAT_MAX);
    expect(statWithBonus(9, undefined)).toEqual({ base: 9, bonus: 0, total: 9 });
  });

  it("[EQ6] each battle wears the rarity's amount, never below 0", () => {
    expect(wornDurability(item("leaf_shield"), 100)).toBe(90);
    expect(wornDurability(item("queens_fang"), 100)).toBe(96);
    expect(wornDurability(item("leaf_shield"), 5)).toBe(0);
    let durability = DURABILITY_MAX;
    let battles = 0;
    while (!isBroken(durability)) {
      durability = wornDurability(item("leaf_shield"), durability);
      battles++;
    }
    expect(battles).toBe(10);
  });

  it("[EQ7] repair costs the missing share of 40% of the price, rounded up; full items need none", () => {
    const shield = item("leaf_shield");
    expect(repairCostMilli(shield, 0)).toBe(200);
    expect(repairCostMilli(shield, 50)).toBe(100);
    expect(repairCostMilli(shield, 99)).toBe(2);
    expect(repairCostMilli(shield, 100)).toBe(0);
    expect(repairRefusal(shield, 100, 10_000)).toBe("Leaf Shield does not need repair");
    expect(repairRefusal(shield, 0, 199)).toBe(
      "Not enough ETH to repair Leaf Shield: it costs 0.2 ETH, you have 0.199 ETH",
    );
    expect(repairRefusal(shield, 0, 200)).toBeUndefined();
  });

  it("[EQ8] one copy per player, and the balance must cover the price", () => {
    const crown = item("crown_of_the_colony");
    expect(priceMilli(crown)).toBe(7500);
    expect(purchaseRefusal(crown, true, 100_000)).toBe("You already own Crown of the Colony");
    expect(purchaseRefusal(crown, false, 7499)).toBe(
      "Not enough ETH to buy Crown of the Colony: it costs 7.5 ETH, you have 7.499 ETH",
    );
    expect(purchaseRefusal(crown, false, 7500)).toBeUndefined();
  });

  it("[EQ9] about one win in ten earns a common item the player does not own; same seed, same reward", () => {
    let rewards = 0;
    const n = 10_000;
    for (let seed = 0; seed < n; seed++) {
      const reward = itemReward(createRng(seed), new Set(["leaf_shield"]));
      if (!reward) continue;
      rewards++;
      expect(reward.rarity).toBe("common");
      expect(reward.id).not.toBe("leaf_shield");
    }
    expect(Math.abs(rewards / n - ITEM_REWARD_CHANCE)).toBeLessThan(0.01);
    expect(itemReward(createRng(7), new Set())).toEqual(itemReward(createRng(7), new Set()));
    const allCommons = new Set(EQUIPMENT_CATALOG.filter((e) => e.rarity === "common").map((e) => e.id));
    for (let seed = 0; seed < 200; seed++) expect(itemReward(createRng(seed), allCommons)).toBeUndefined();
  });
});

describe("equipment charges", () => {
  it("[EQ10] a purchase or repair moves the cost from the player to the house and sums to zero", () => {
    const charge = equipmentChargeEntries("purchase", "u1", 500, "equipment:x");
    expect(charge).toEqual({
      kind: "purchase",
      ref: "equipment:x",
      postings: [
        { account: "player:u1", amount: -500 },
        { account: "house", amount: 500 },
      ],
    });
    expect(sumPostings(charge.postings)).toBe(0);
    expect(equipmentChargeEntries("repair", "u1", 0, "r").postings).toEqual([]);
  });
});
