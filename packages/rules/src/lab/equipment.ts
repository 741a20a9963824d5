// Equipment rules (spec 001 §3, §4): availability, who may equip what, bonuses, wear, repair, purchase and rewards.
import { STAT_NAMES, type Stats } from "../ant";
import { EFFECTIVE_STAT_MAX } from "../battle/stats";
import { HOUSE_ACCOUNT, type LedgerTransaction, playerAccount } from "../economy/ledger";
import { formatAmount, toMilli } from "../economy/money";
import { chance, pick, type Rng } from "../random";
import { EQUIPMENT_CATALOG, type EquipmentItem, type EquipmentType, RARITY_RULES } from "./equipment-catalog";

/** [EQ6] Durability of a new or repaired item, in percent; at 0 the item is broken. */
export const DURABILITY_MAX = 100;
/** [EQ7] A full repair costs this share of the item's price (a repair from 60% costs 40% × 40% of it). */
export const REPAIR_COST_SHARE = 0.4;
/** [EQ9] Chance that a win over another player's ant earns a common item. */
export const ITEM_REWARD_CHANCE = 0.1;
/** [EQ9] The rarity a battle reward is drawn from. */
export const REWARD_RARITY = "common";

/** The player's texts of every equipment rule (spec 001 §8 for the equip success). */
export const EQUIPMENT_TEXTS = {
  equipped: "Equipment equipped successfully!",
  notFound: "Equipment not found",
  alreadyOwned: (name: string) => `You already own ${name}`,
  notEnough: (verb: "buy" | "repair", name: string, costMilli: number, balanceMilli: number) =>
    `Not enough ETH to ${verb} ${name}: it costs ${formatAmount(costMilli)}, you have ${formatAmount(balanceMilli)}`,
  notOwned: (name: string) => `You don't own ${name}: buy it first`,
  equippedElsewhere: (name: string, antName: string) => `${name} is already equipped on ${antName}`,
  alreadyEquipped: (name: string) => `${name} is already equipped on this ant`,
  locked: (name: string, required: number, antName: string, level: number) =>
    `${name} needs level ${required}; ${antName} is level ${level}`,
  inBattle: "Equipment cannot be changed during a battle",
  notEquipped: (name: string) => `${name} is not equipped on this ant`,
  noRepairNeeded: (name: string) => `${name} does not need repair`,
  purchased: (name: string, costMilli: number) => `Bought ${name} for ${formatAmount(costMilli)}`,
  unequipped: (name: string) => `${name} unequipped`,
  repaired: (name: string, costMilli: number) => `${name} repaired to 100% for ${formatAmount(costMilli)}`,
} as const;

/** [EQ2] Available when the ant's level reaches the item's required level, otherwise locked. */
export type Availability = "available" | "locked";

/** [EQ2] Spec 001 §4: required_level not above the ant's level → available, else locked. */
export function equipmentAvailability(item: Pick<EquipmentItem, "required_level">, antLevel: number): Availability {
  return item.required_level <= antLevel ? "available" : "locked";
}

/** [EQ3] The item of the same type that equipping `item` takes off (goes back to the inventory), if any. */
export function replacedItem<T extends { type: EquipmentType; id: string }>(
  equipped: readonly T[],
  item: Pick<EquipmentItem, "type" | "id">,
): T | undefined {
  return equipped.find((entry) => entry.type === item.type && entry.id !== item.id);
}

/** What the server knows when a player asks to equip an item on an ant. */
export interface EquipCheck {
  item: EquipmentItem;
  ant: { id: string; name: string; level: number; isInBattle: boolean };
  /** Whether the player owns the item (EQ8: at most one copy). */
  owned: boolean;
  /** The ant the owned item is on now, if any. */
  equippedOn: { id: string; name: string } | null;
}

/**
 * [EQ4] Why an equip is refused, checked in this order: not owned, the ant is in a battle, already on this ant, on
 * another ant, level too low (EQ2). Undefined when the item may be equipped.
 */
export function equipRefusal(check: EquipCheck): string | undefined {
  const { item, ant } = check;
  if (!check.owned) return EQUIPMENT_TEXTS.notOwned(item.name);
  if (ant.isInBattle) return EQUIPMENT_TEXTS.inBattle;
  if (check.equippedOn?.id === ant.id) return EQUIPMENT_TEXTS.alreadyEquipped(item.name);
  if (check.equippedOn) return EQUIPMENT_TEXTS.equippedElsewhere(item.name, check.equippedOn.name);
  if (equipmentAvailability(item, ant.level) === "locked") {
    return EQUIPMENT_TEXTS.locked(item.name, item.required_level, ant.name, ant.level);
  }
  return undefined;
}

/** [EQ5] A broken item (durability 0) gives nothing until repaired. */
export function isBroken(durability: number): boolean {
  return !(durability > 0);
}

/** [EQ5] The sum of the stat bonuses of the equipped items that are not broken (the engine's Fighter slot, B1). */
export function equipmentBonuses(
  entries: readonly { item: Pick<EquipmentItem, "stat_bonuses">; durability: number }[],
): Partial<Stats> {
  const total: Partial<Stats> = {};
  for (const entry of entries) {
    if (isBroken(entry.durability)) continue;
    for (const name of STAT_NAMES) {
      const bonus = entry.item.stat_bonuses[name];
      if (bonus) total[name] = (total[name] ?? 0) + bonus;
    }
  }
  return total;
}

/** [EQ5] A stat as the inspector shows it: the base, the bonus it gets, and the effective value (B1, at most 25). */
export function statWithBonus(base: number, bonus: number | undefined): { base: number; bonus: number; total: number } {
  const extra = bonus && Number.isFinite(bonus) ? bonus : 0;
  return { base, bonus: extra, total: Math.min(EFFECTIVE_STAT_MAX, base + extra) };
}

/** [EQ6] Durability after one battle fought in person: minus the rarity's wear, never below 0. */
export function wornDurability(item: Pick<EquipmentItem, "rarity">, durability: number): number {
  return Math.max(0, durability - RARITY_RULES[item.rarity].wearPerBattle);
}

/** [EQ8] An item's price in milli-units of the in-game balance. */
export function priceMilli(item: Pick<EquipmentItem, "market_value">): number {
  return toMilli(item.market_value);
}

/** [EQ7] The cost of repairing to 100%: the missing share × REPAIR_COST_SHARE × price, rounded up to a milli. */
export function repairCostMilli(item: Pick<EquipmentItem, "market_value">, durability: number): number {
  const missing = Math.min(DURABILITY_MAX, Math.max(0, DURABILITY_MAX - durability)) / DURABILITY_MAX;
  return Math.ceil(priceMilli(item) * REPAIR_COST_SHARE * missing);
}

/** [EQ7] Why a repair is refused (nothing to repair, or the balance does not cover it). */
export function repairRefusal(item: EquipmentItem, durability: number, balanceMilli: number): string | undefined {
  if (durability >= DURABILITY_MAX) return EQUIPMENT_TEXTS.noRepairNeeded(item.name);
  const cost = repairCostMilli(item, durability);
  if (cost > balanceMilli) return EQUIPMENT_TEXTS.notEnough("repair", item.name, cost, balanceMilli);
  return undefined;
}

/** [EQ8] Why a purchase is refused: a player owns at most one copy of an item, and the balance must cover the price. */
export function purchaseRefusal(item: EquipmentItem, owned: boolean, balanceMilli: number): string | undefined {
  if (owned) return EQUIPMENT_TEXTS.alreadyOwned(item.name);
  const cost = priceMilli(item);
  if (cost > balanceMilli) return EQUIPMENT_TEXTS.notEnough("buy", item.name, cost, balanceMilli);
  return undefined;
}

/**
 * [EQ9] The item a win over another player's ant earns: with ITEM_REWARD_CHANCE, a common item the player does not
 * own yet, drawn uniformly; nothing when the draw fails or every common item is owned. The server seeds the Rng from
 * the battle's seed and the winning ant, so a battle's reward replays.
 */
export function itemReward(rng: Rng, ownedIds: ReadonlySet<string>): EquipmentItem | undefined {
  if (!chance(rng, ITEM_REWARD_CHANCE)) return undefined;
  const candidates = EQUIPMENT_CATALOG.filter((item) => item.rarity === REWARD_RARITY && !ownedIds.has(item.id));
  return candidates.length > 0 ? pick(rng, candidates) : undefined;
}

/** [EQ10] A purchase or repair as a balanced ledger transaction: player −cost, house +cost (K6, K7 still sum). */
export function equipmentChargeEntries(
  kind: "purchase" | "repair",
  userId: string,
  costMilli: number,
  ref: string,
): LedgerTransaction {
  const postings =
    costMilli > 0
      ? [
          { account: playerAccount(userId), amount: -costMilli },
          { account: HOUSE_ACCOUNT, amount: costMilli },
        ]
      : [];
  return { kind, ref, postings };
}
