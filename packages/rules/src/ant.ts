// The shape of an ant as the rules see it: stat and need names, ranges and colours.

export const STAT_NAMES = [
  "strength",
  "speed",
  "agility",
  "precision",
  "endurance",
  "armor",
  "resistance",
  "counter",
  "vitality",
  "recovery",
  "metabolism",
  "focus",
  "reflexes",
  "intelligence",
  "willpower",
  "loyalty",
  "aggression",
  "discipline",
  "morale",
  "happiness",
] as const;
export type StatName = (typeof STAT_NAMES)[number];
export type Stats = Record<StatName, number>;

export const NEED_NAMES = ["food", "water", "rest", "hygiene", "exercise"] as const;
export type NeedName = (typeof NEED_NAMES)[number];
export type Needs = Record<NeedName, number>;

export const STAT_MIN = 1;
export const STAT_MAX = 20;
export const NEED_MAX = 20;
export const NEED_MIN = 0;
export const HEALTH_MAX = 100;
export const ENERGY_MAX = 100;
export const DEFAULT_MAX_ANTS = 3;
export const ANT_NAME_MAX = 50;

export const ANT_COLORS = [
  { name: "Brown", hex: "#8B4513", description: "classic worker ant" },
  { name: "Black", hex: "#2F2F2F", description: "stealthy fighter" },
  { name: "Red", hex: "#DC143C", description: "aggressive warrior" },
  { name: "Golden", hex: "#DAA520", description: "noble commander" },
  { name: "Green", hex: "#228B22", description: "forest hunter" },
  { name: "Blue", hex: "#4682B4", description: "rare variant" },
] as const;
export type AntColorHex = (typeof ANT_COLORS)[number]["hex"];
