// The equipment catalog (spec 001 §3): twenty items, one per type and rarity, with bonuses, prices and levels.
import type { Stats } from "../ant";

/** [EQ1] The four equipment types; an ant wears at most one item of each (EQ3). */
export const EQUIPMENT_TYPES = ["armor", "weapon", "accessory", "enhancement"] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** [EQ1] The five rarities, commonest first. */
export const RARITIES = ["common", "uncommon", "rare", "epic", "legendary"] as const;
export type Rarity = (typeof RARITIES)[number];

/** [EQ1] A catalog item as the API shows it; `market_value` is in ETH (the in-game balance). */
export interface EquipmentItem {
  id: string;
  name: string;
  type: EquipmentType;
  rarity: Rarity;
  description: string;
  stat_bonuses: Partial<Stats>;
  market_value: number;
  required_level: number;
}

/**
 * [EQ1] What each rarity means: the level an ant needs, the price in ETH, the total of its stat bonuses, how many
 * durability points a battle wears off (EQ6) and the guide's line. Rarer items are stronger, dearer, later and
 * tougher.
 */
export const RARITY_RULES = {
  common: { requiredLevel: 1, marketValue: 0.5, bonusTotal: 2, wearPerBattle: 10, guide: "Everyday gear, +2 in all" },
  uncommon: { requiredLevel: 2, marketValue: 1, bonusTotal: 3, wearPerBattle: 8, guide: "Better made, +3 in all" },
  rare: { requiredLevel: 3, marketValue: 2, bonusTotal: 4, wearPerBattle: 6, guide: "Hard to find, +4 in all" },
  epic: { requiredLevel: 5, marketValue: 4, bonusTotal: 6, wearPerBattle: 5, guide: "Champion's gear, +6 in all" },
  legendary: { requiredLevel: 8, marketValue: 7.5, bonusTotal: 8, wearPerBattle: 4, guide: "One of a kind, +8 in all" },
} as const satisfies Record<
  Rarity,
  { requiredLevel: number; marketValue: number; bonusTotal: number; wearPerBattle: number; guide: string }
>;

type Entry = [id: string, name: string, type: EquipmentType, rarity: Rarity, bonuses: Partial<Stats>, text: string];

const ENTRIES: Entry[] = [
  ["leaf_shield", "Leaf Shield", "armor", "common", { armor: 2 }, "A tough leaf strapped to the thorax."],
  ["bark_plate", "Bark Plate", "armor", "uncommon", { armor: 2, resistance: 1 }, "Layers of pine bark."],
  ["beetle_shell", "Beetle Shell", "armor", "rare", { armor: 3, vitality: 1 }, "A shed beetle carapace."],
  [
    "obsidian_carapace",
    "Obsidian Carapace",
    "armor",
    "epic",
    { armor: 3, resistance: 2, endurance: 1 },
    "Volcanic glass plates.",
  ],
  [
    "dragon_scale_armor",
    "Dragon Scale Armor",
    "armor",
    "legendary",
    { armor: 4, resistance: 2, vitality: 2 },
    "Scales of a legendary lizard.",
  ],
  ["thorn_blade", "Thorn Blade", "weapon", "common", { strength: 2 }, "A sharp rose thorn."],
  ["glass_spear", "Glass Spear", "weapon", "uncommon", { strength: 2, precision: 1 }, "A sliver of bottle glass."],
  ["mandible_spikes", "Mandible Spikes", "weapon", "rare", { strength: 2, aggression: 2 }, "Iron caps for the jaws."],
  [
    "scorpion_stinger",
    "Scorpion Stinger",
    "weapon",
    "epic",
    { strength: 3, precision: 2, aggression: 1 },
    "Borrowed from a desert hunter.",
  ],
  [
    "queens_fang",
    "Queen's Fang",
    "weapon",
    "legendary",
    { strength: 4, precision: 2, counter: 2 },
    "Fang of the first queen.",
  ],
  ["dew_drop_charm", "Dew Drop Charm", "accessory", "common", { focus: 2 }, "A bead of morning dew, frozen."],
  [
    "feather_antenna_tips",
    "Feather Antenna Tips",
    "accessory",
    "uncommon",
    { reflexes: 2, speed: 1 },
    "Light tips for quick senses.",
  ],
  [
    "amber_amulet",
    "Amber Amulet",
    "accessory",
    "rare",
    { willpower: 2, morale: 2 },
    "A drop of amber around the neck.",
  ],
  [
    "moonstone_band",
    "Moonstone Band",
    "accessory",
    "epic",
    { agility: 2, speed: 2, reflexes: 2 },
    "Glows in the tunnels.",
  ],
  [
    "crown_of_the_colony",
    "Crown of the Colony",
    "accessory",
    "legendary",
    { morale: 3, loyalty: 2, willpower: 3 },
    "Every ant follows its wearer.",
  ],
  ["sugar_tonic", "Sugar Tonic", "enhancement", "common", { endurance: 2 }, "A sip of nectar before the fight."],
  [
    "pollen_booster",
    "Pollen Booster",
    "enhancement",
    "uncommon",
    { metabolism: 2, recovery: 1 },
    "Pollen packed with energy.",
  ],
  ["royal_jelly", "Royal Jelly", "enhancement", "rare", { vitality: 2, recovery: 2 }, "The food of queens."],
  [
    "fungus_elixir",
    "Fungus Elixir",
    "enhancement",
    "epic",
    { intelligence: 2, focus: 2, discipline: 2 },
    "Brewed in the fungus gardens.",
  ],
  [
    "phoenix_nectar",
    "Phoenix Nectar",
    "enhancement",
    "legendary",
    { endurance: 3, recovery: 3, vitality: 2 },
    "Rises again after every fall.",
  ],
];

/** [EQ1] Every catalog item; the level and price come from its rarity. */
export const EQUIPMENT_CATALOG: readonly EquipmentItem[] = ENTRIES.map(([id, name, type, rarity, bonuses, text]) => ({
  id,
  name,
  type,
  rarity,
  description: text,
  stat_bonuses: bonuses,
  market_value: RARITY_RULES[rarity].marketValue,
  required_level: RARITY_RULES[rarity].requiredLevel,
}));

const BY_ID = new Map(EQUIPMENT_CATALOG.map((item) => [item.id, item]));

/** [EQ1] A catalog item by id, or undefined. */
export function equipmentById(id: string): EquipmentItem | undefined {
  return BY_ID.get(id);
}
