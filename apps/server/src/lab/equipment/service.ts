// Equipment actions with the server's checks (rules EQ2–EQ10): buy, equip, unequip and repair, each in one transaction.
import type { AntEquipmentEntry, OwnedEquipment } from "@antbrawl/protocol/equipment";
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { levelFor } from "@antbrawl/rules/colony/level";
import { playerAccount } from "@antbrawl/rules/economy/ledger";
import { fromMilli } from "@antbrawl/rules/economy/money";
import {
  DURABILITY_MAX,
  EQUIPMENT_TEXTS,
  equipmentChargeEntries,
  equipRefusal,
  priceMilli,
  purchaseRefusal,
  repairCostMilli,
  repairRefusal,
} from "@antbrawl/rules/lab/equipment";
import { type EquipmentItem, equipmentById } from "@antbrawl/rules/lab/equipment-catalog";
import type { Kysely } from "kysely";
import { antForUpdateOr404, findAnt } from "../../colony";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import type { UnitDeps } from "../../events/units";
import { ensureOpeningGrant, lockAccounts, postTransaction } from "../../ledger";
import { conflict, notFound } from "../../lib/domain-error";
import {
  insertOwnedItem,
  itemsOnAnt,
  lockOwnedItem,
  type OwnedRow,
  ownedItems,
  putOn,
  setDurability,
  takeOff,
  unequipType,
} from "./repository";

/** A catalog item by id, or 404 "Equipment not found". */
function itemOr404(equipmentId: string): EquipmentItem {
  const item = equipmentById(equipmentId);
  if (!item) throw notFound(EQUIPMENT_TEXTS.notFound);
  return item;
}

/** An owned row as the API shows it. */
function presentOwned(row: OwnedRow): OwnedEquipment {
  const item = itemOr404(row.equipment_id);
  return {
    equipment: item,
    durability: row.durability,
    ant_id: row.ant_id,
    equipped_at: row.ant_id && row.equipped_at ? row.equipped_at.toISOString() : null,
    acquired_at: row.acquired_at.toISOString(),
    source: row.source,
    repair_cost: fromMilli(repairCostMilli(item, row.durability)),
  };
}

/** An item on an ant as the API shows it (spec 001 §3 "Ant equipment entry"). */
function presentEntry(row: OwnedRow): AntEquipmentEntry {
  return {
    equipment: itemOr404(row.equipment_id),
    durability: row.durability,
    equipped_at: (row.equipped_at ?? row.acquired_at).toISOString(),
  };
}

/** Every item the player owns, with the ant it is on. */
export async function playerEquipment(db: Db, userId: string): Promise<OwnedEquipment[]> {
  return (await ownedItems(db, userId)).filter((row) => equipmentById(row.equipment_id)).map(presentOwned);
}

/** The items on one of the player's ants (404 for an ant that is not theirs). */
export async function antEquipment(db: Db, userId: string, antId: string): Promise<AntEquipmentEntry[]> {
  const ant = await findAnt(db, userId, antId);
  if (!ant) throw notFound(COLONY_ERRORS.antNotFound);
  return (await itemsOnAnt(db, antId)).filter((row) => equipmentById(row.equipment_id)).map(presentEntry);
}

/** Locks the player's balance (after the opening grant) and answers it in milli-units. */
async function lockedBalance(trx: Db, userId: string, now: Date): Promise<number> {
  await ensureOpeningGrant(trx, userId, now);
  const balances = await lockAccounts(trx, [playerAccount(userId)]);
  return balances.get(playerAccount(userId)) ?? 0;
}

/**
 * [EQ8][EQ10] Buys an item: the player's balance row is locked first, so parallel purchases never overdraw; one copy
 * per player (409), the balance must cover the price (409); the price goes player → house in the same transaction.
 */
export async function purchaseEquipment(
  db: Kysely<Database>,
  userId: string,
  equipmentId: string,
  now: Date,
): Promise<{ item: OwnedEquipment; balanceMilli: number; message: string }> {
  const item = itemOr404(equipmentId);
  return db.transaction().execute(async (trx) => {
    const balance = await lockedBalance(trx, userId, now);
    const owned = (await lockOwnedItem(trx, userId, item.id)) !== undefined;
    const refusal = purchaseRefusal(item, owned, balance);
    if (refusal) throw conflict(refusal);
    const row = await insertOwnedItem(trx, {
      user_id: userId,
      equipment_id: item.id,
      equipment_type: item.type,
      durability: DURABILITY_MAX,
      acquired_at: now,
      source: "purchase",
    });
    if (!row) throw conflict(EQUIPMENT_TEXTS.alreadyOwned(item.name));
    const cost = priceMilli(item);
    await postTransaction(
      trx,
      equipmentChargeEntries("purchase", userId, cost, `equipment:${crypto.randomUUID()}`),
      now,
    );
    return {
      item: presentOwned(row),
      balanceMilli: balance - cost,
      message: EQUIPMENT_TEXTS.purchased(item.name, cost),
    };
  });
}

/**
 * [EQ2][EQ3][EQ4] Equips an owned item on an ant: the ant row, then the item row are locked, the checks run in the
 * rule's order, the ant's item of the same type goes back to the inventory, and the item goes on only while it is
 * in the inventory (so two parallel equips of one item to two ants: exactly one wins). Counts `equipment_equipped`.
 */
export async function equipItem(
  { db, events }: UnitDeps,
  userId: string,
  antId: string,
  equipmentId: string,
  now: Date,
): Promise<{ equipment: AntEquipmentEntry[]; unequipped: string | null }> {
  const item = itemOr404(equipmentId);
  return events.transact(db, async ({ trx, raise }) => {
    const ant = await antForUpdateOr404(trx, userId, antId);
    const owned = await lockOwnedItem(trx, userId, item.id);
    const wearer = owned?.ant_id ? await findAnt(trx, userId, owned.ant_id) : undefined;
    const refusal = equipRefusal({
      item,
      ant: { id: ant.id, name: ant.name, level: levelFor(ant.total_experience), isInBattle: ant.is_in_battle },
      owned: owned !== undefined,
      equippedOn: owned?.ant_id ? { id: owned.ant_id, name: wearer?.name ?? "another ant" } : null,
    });
    if (refusal) throw conflict(refusal);
    const unequipped = (await unequipType(trx, ant.id, item.type)) ?? null;
    if (!(await putOn(trx, userId, item.id, ant.id, now)))
      throw conflict(EQUIPMENT_TEXTS.equippedElsewhere(item.name, "another ant"));
    await raise({ type: "ant.changed", userId, antId });
    await raise({
      type: "player.progressed",
      userId,
      progress: [{ kind: "equipment_equipped" }],
      at: now,
      announce: true,
    });
    return { equipment: (await itemsOnAnt(trx, ant.id)).map(presentEntry), unequipped };
  });
}

/** Takes an item off an ant back to the inventory (409 when it is not on that ant, or the ant is in a battle). */
export async function unequipItem(
  { db, events }: UnitDeps,
  userId: string,
  antId: string,
  equipmentId: string,
): Promise<{ equipment: AntEquipmentEntry[]; message: string }> {
  const item = itemOr404(equipmentId);
  return events.transact(db, async ({ trx, raise }) => {
    const ant = await antForUpdateOr404(trx, userId, antId);
    if (ant.is_in_battle) throw conflict(EQUIPMENT_TEXTS.inBattle);
    if (!(await takeOff(trx, userId, item.id, ant.id))) throw conflict(EQUIPMENT_TEXTS.notEquipped(item.name));
    await raise({ type: "ant.changed", userId, antId });
    return {
      equipment: (await itemsOnAnt(trx, ant.id)).map(presentEntry),
      message: EQUIPMENT_TEXTS.unequipped(item.name),
    };
  });
}

/**
 * [EQ7][EQ10] Repairs an owned item to 100%: balance, then item locked; refused when full or not affordable; the cost
 * goes player → house in the same transaction.
 */
export async function repairItem(
  db: Kysely<Database>,
  userId: string,
  equipmentId: string,
  now: Date,
): Promise<{ item: OwnedEquipment; balanceMilli: number; message: string }> {
  const item = itemOr404(equipmentId);
  return db.transaction().execute(async (trx) => {
    const balance = await lockedBalance(trx, userId, now);
    const owned = await lockOwnedItem(trx, userId, item.id);
    if (!owned) throw conflict(EQUIPMENT_TEXTS.notOwned(item.name));
    const refusal = repairRefusal(item, owned.durability, balance);
    if (refusal) throw conflict(refusal);
    const cost = repairCostMilli(item, owned.durability);
    await setDurability(trx, userId, item.id, DURABILITY_MAX);
    await postTransaction(trx, equipmentChargeEntries("repair", userId, cost, `repair:${crypto.randomUUID()}`), now);
    return {
      item: presentOwned({ ...owned, durability: DURABILITY_MAX }),
      balanceMilli: balance - cost,
      message: EQUIPMENT_TEXTS.repaired(item.name, cost),
    };
  });
}
