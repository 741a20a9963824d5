// Equipment in battles: the bonuses a fighter takes in (EQ5), the wear a battle leaves (EQ6) and item rewards (EQ9).
import type { Stats } from "@antbrawl/rules/ant";
import { countsForRecord } from "@antbrawl/rules/battle/outcome";
import type { BattleType } from "@antbrawl/rules/battle/types";
import { equipmentBonuses, itemReward, wornDurability } from "@antbrawl/rules/lab/equipment";
import { type EquipmentItem, equipmentById } from "@antbrawl/rules/lab/equipment-catalog";
import { createRng, seedFromString } from "@antbrawl/rules/random";
import type { Db } from "../../db/database";
import { insertOwnedItem, itemsOnAnt, itemsOnAnts, type OwnedRow, ownedItems, setDurability } from "./repository";

function withItems(rows: readonly OwnedRow[]): { row: OwnedRow; item: EquipmentItem }[] {
  return rows.flatMap((row) => {
    const item = equipmentById(row.equipment_id);
    return item ? [{ row, item }] : [];
  });
}

/** [EQ5] The stat bonuses of an ant's equipped, unbroken items, for `Fighter.equipmentBonuses`. */
export async function equipmentBonusesOf(db: Db, antId: string): Promise<Partial<Stats>> {
  return equipmentBonuses(
    withItems(await itemsOnAnt(db, antId)).map(({ row, item }) => ({ item, durability: row.durability })),
  );
}

/** equipmentBonusesOf for several ants in one query, by ant id (an ant with nothing equipped maps to {}). */
export async function equipmentBonusesOfAnts(db: Db, antIds: readonly string[]): Promise<Map<string, Partial<Stats>>> {
  const byAnt = new Map<string, OwnedRow[]>(antIds.map((id) => [id, []]));
  for (const row of await itemsOnAnts(db, antIds)) if (row.ant_id) byAnt.get(row.ant_id)?.push(row);
  const bonuses = new Map<string, Partial<Stats>>();
  for (const [antId, rows] of byAnt) {
    bonuses.set(
      antId,
      equipmentBonuses(withItems(rows).map(({ row, item }) => ({ item, durability: row.durability }))),
    );
  }
  return bonuses;
}

/** One side of a finished battle as wear and rewards need it. */
export interface WearSide {
  antId: string;
  userId: string;
  /** True when the real ant fought (not a defender's stored copy, not a released ant). */
  inPerson: boolean;
  won: boolean;
}

/** What a battle did to equipment: items worn and items won, for tests and logs. */
export interface WearResult {
  worn: { antId: string; equipmentId: string; durability: number }[];
  rewards: { userId: string; equipmentId: string }[];
}

/**
 * [EQ6][EQ9] After a battle is settled (its ants locked by the caller): every item on an ant that fought in person
 * loses its rarity's wear; a winner in person of a battle against another player (not a self battle) may earn a
 * common item, drawn from an Rng seeded by the battle's seed and the winning ant, so it replays.
 */
export async function wearAndReward(
  trx: Db,
  battle: { id: string; seed: number; battle_type: BattleType },
  sides: readonly WearSide[],
  now: Date,
): Promise<WearResult> {
  const result: WearResult = { worn: [], rewards: [] };
  for (const side of sides) {
    if (!side.inPerson) continue;
    for (const { row, item } of withItems(await itemsOnAnt(trx, side.antId))) {
      const durability = wornDurability(item, row.durability);
      if (durability === row.durability) continue;
      await setDurability(trx, row.user_id, row.equipment_id, durability);
      result.worn.push({ antId: side.antId, equipmentId: row.equipment_id, durability });
    }
  }
  const players = new Set(sides.map((side) => side.userId));
  if (!countsForRecord(battle.battle_type) || players.size < 2) return result;
  for (const side of sides) {
    if (!side.inPerson || !side.won) continue;
    const owned = new Set((await ownedItems(trx, side.userId)).map((row) => row.equipment_id));
    const reward = itemReward(createRng(seedFromString(`${battle.seed}:${side.antId}`)), owned);
    if (!reward) continue;
    const inserted = await insertOwnedItem(trx, {
      user_id: side.userId,
      equipment_id: reward.id,
      equipment_type: reward.type,
      durability: 100,
      acquired_at: now,
      source: "reward",
      battle_id: battle.id,
    });
    if (inserted) result.rewards.push({ userId: side.userId, equipmentId: reward.id });
  }
  return result;
}
