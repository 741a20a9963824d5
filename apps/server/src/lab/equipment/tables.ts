// The equipment domain's table as Kysely sees it: one row per item a player owns, with the ant wearing it.
import type { NullableTimestamp, Timestamp } from "../../db/columns";

export interface PlayerEquipmentTable {
  user_id: string;
  equipment_id: string;
  equipment_type: "armor" | "weapon" | "accessory" | "enhancement";
  /** Percent, 0..100; 0 is broken (rule EQ5). */
  durability: number;
  /** The ant wearing it, or null in the inventory. */
  ant_id: string | null;
  equipped_at: NullableTimestamp;
  acquired_at: Timestamp;
  source: "purchase" | "reward";
  /** The battle that gave a reward (null for a purchase). */
  battle_id: string | null;
}
