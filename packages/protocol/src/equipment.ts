// Equipment shapes: the catalog, a player's items, an ant's equipped items and the answers of buy, equip and repair.
import { STAT_NAMES } from "@antbrawl/rules/ant";
import { EQUIPMENT_TYPES, RARITIES } from "@antbrawl/rules/lab/equipment-catalog";
import { type Static, type TLiteral, Type } from "@sinclair/typebox";

type LiteralTuple<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
/** A union of the tuple's string literals with its exact members (as in battles.ts). */
const literals = <const T extends readonly string[]>(values: T) =>
  Type.Union<LiteralTuple<T>>(values.map((v) => Type.Literal(v)) as unknown as [...LiteralTuple<T>]);

export const StatBonuses = Type.Object(
  Object.fromEntries(STAT_NAMES.map((name) => [name, Type.Optional(Type.Number())])),
  { description: "stat name → bonus added to the ant's stat in battle (rule B1, EQ5)" },
);

/** A catalog item (spec 001 §3 "Equipment catalog item"). */
export const EquipmentItem = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    type: literals(EQUIPMENT_TYPES),
    rarity: literals(RARITIES),
    description: Type.String(),
    stat_bonuses: StatBonuses,
    market_value: Type.Number({ description: "price in ETH (the in-game balance)" }),
    required_level: Type.Integer(),
  },
  { $id: "EquipmentItem" },
);
export type EquipmentItem = Static<typeof EquipmentItem>;

export const EquipmentCatalog = Type.Array(EquipmentItem);
export type EquipmentCatalog = Static<typeof EquipmentCatalog>;

/** An item on an ant (spec 001 §3 "Ant equipment entry"). */
export const AntEquipmentEntry = Type.Object({
  equipment: EquipmentItem,
  durability: Type.Number({ description: "percent; 0 is broken and gives no bonus until repaired" }),
  equipped_at: Type.String(),
});
export type AntEquipmentEntry = Static<typeof AntEquipmentEntry>;

export const AntEquipment = Type.Array(AntEquipmentEntry);
export type AntEquipment = Static<typeof AntEquipment>;

/** An item the player owns: in the inventory (`ant_id` null) or on one of their ants. */
export const OwnedEquipment = Type.Object({
  equipment: EquipmentItem,
  durability: Type.Number(),
  ant_id: Type.Union([Type.String(), Type.Null()]),
  equipped_at: Type.Union([Type.String(), Type.Null()]),
  acquired_at: Type.String(),
  source: Type.Union([Type.Literal("purchase"), Type.Literal("reward")]),
  repair_cost: Type.Number({ description: "ETH to bring it back to 100% (0 when full)" }),
});
export type OwnedEquipment = Static<typeof OwnedEquipment>;

export const PlayerEquipment = Type.Array(OwnedEquipment);
export type PlayerEquipment = Static<typeof PlayerEquipment>;

export const EquipmentParams = Type.Object({ userId: Type.String(), equipmentId: Type.String() });
export type EquipmentParams = Static<typeof EquipmentParams>;

export const AntEquipmentParams = Type.Object({
  userId: Type.String(),
  antId: Type.String(),
  equipmentId: Type.String(),
});
export type AntEquipmentParams = Static<typeof AntEquipmentParams>;

/** Answer of purchase and repair: the item as owned now and the balance left. */
export const EquipmentPurchaseAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  item: OwnedEquipment,
  balance: Type.Number({ description: "ETH left" }),
});
export type EquipmentPurchaseAnswer = Static<typeof EquipmentPurchaseAnswer>;

/** Answer of equip and unequip: the ant's equipment afterwards and what went back to the inventory. */
export const EquipAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  equipment: AntEquipment,
  unequipped: Type.Union([Type.String(), Type.Null()], { description: "id of the item taken off, if any" }),
});
export type EquipAnswer = Static<typeof EquipAnswer>;
