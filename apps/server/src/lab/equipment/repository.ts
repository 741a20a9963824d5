// Equipment rows: a player's items, the items on an ant, and the atomic writes of buy, equip, unequip, wear and repair.
import type { EquipmentType } from "@antbrawl/rules/lab/equipment-catalog";
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/database";
import type { PlayerEquipmentTable } from "./tables";

export type OwnedRow = Selectable<PlayerEquipmentTable>;

/** Every item a player owns, oldest first. */
export async function ownedItems(db: Db, userId: string): Promise<OwnedRow[]> {
  return db
    .selectFrom("player_equipment")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("acquired_at")
    .orderBy("equipment_id")
    .execute();
}

/** The items on one ant, by equip time. */
export async function itemsOnAnt(db: Db, antId: string): Promise<OwnedRow[]> {
  return itemsOnAnts(db, [antId]);
}

/** The items on each of several ants, in one query (a wave of pairings), in the order itemsOnAnt gives. */
export async function itemsOnAnts(db: Db, antIds: readonly string[]): Promise<OwnedRow[]> {
  if (antIds.length === 0) return [];
  return db
    .selectFrom("player_equipment")
    .selectAll()
    .where("ant_id", "in", antIds)
    .orderBy("equipped_at")
    .orderBy("equipment_id")
    .execute();
}

/** One owned item locked until the transaction ends (`SELECT … FOR UPDATE`), or undefined when not owned. */
export async function lockOwnedItem(trx: Db, userId: string, equipmentId: string): Promise<OwnedRow | undefined> {
  return trx
    .selectFrom("player_equipment")
    .selectAll()
    .where("user_id", "=", userId)
    .where("equipment_id", "=", equipmentId)
    .forUpdate()
    .executeTakeFirst();
}

/** The items a battle gave as rewards, with their new owners. */
export async function rewardsOfBattle(db: Db, battleId: string): Promise<Pick<OwnedRow, "user_id" | "equipment_id">[]> {
  return db
    .selectFrom("player_equipment")
    .select(["user_id", "equipment_id"])
    .where("battle_id", "=", battleId)
    .where("source", "=", "reward")
    .orderBy("user_id")
    .execute();
}

/** Adds an item to a player's inventory once; undefined when they own it already. */
export async function insertOwnedItem(db: Db, row: Insertable<PlayerEquipmentTable>): Promise<OwnedRow | undefined> {
  return db
    .insertInto("player_equipment")
    .values(row)
    .onConflict((oc) => oc.columns(["user_id", "equipment_id"]).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Takes the ant's item of a type off (back to the inventory); answers its id, if one was on. */
export async function unequipType(trx: Db, antId: string, type: EquipmentType): Promise<string | undefined> {
  const row = await trx
    .updateTable("player_equipment")
    .set({ ant_id: null, equipped_at: null })
    .where("ant_id", "=", antId)
    .where("equipment_type", "=", type)
    .returning("equipment_id")
    .executeTakeFirst();
  return row?.equipment_id;
}

/** Puts an owned item on an ant, only while it is in the inventory; false when it is on an ant already. */
export async function putOn(trx: Db, userId: string, equipmentId: string, antId: string, at: Date): Promise<boolean> {
  const row = await trx
    .updateTable("player_equipment")
    .set({ ant_id: antId, equipped_at: at })
    .where("user_id", "=", userId)
    .where("equipment_id", "=", equipmentId)
    .where("ant_id", "is", null)
    .returning("equipment_id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes an item off one ant; false when it was not on that ant. */
export async function takeOff(trx: Db, userId: string, equipmentId: string, antId: string): Promise<boolean> {
  const row = await trx
    .updateTable("player_equipment")
    .set({ ant_id: null, equipped_at: null })
    .where("user_id", "=", userId)
    .where("equipment_id", "=", equipmentId)
    .where("ant_id", "=", antId)
    .returning("equipment_id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets an owned item's durability (wear or repair). */
export async function setDurability(trx: Db, userId: string, equipmentId: string, durability: number): Promise<void> {
  await trx
    .updateTable("player_equipment")
    .set({ durability })
    .where("user_id", "=", userId)
    .where("equipment_id", "=", equipmentId)
    .execute();
}
