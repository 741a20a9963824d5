// Tells a battle's winner which item it won, after the battle's transaction committed; never fails the caller.
import { equipmentById } from "@antbrawl/rules/lab/equipment-catalog";
import type { FastifyInstance } from "fastify";
import { notifyUser } from "../../ws/notify";
import { rewardsOfBattle } from "./repository";

/** Sends `item_won` to each player a finished battle gave an item; a database or bus outage is logged, not thrown. */
export async function notifyItemsWon(app: FastifyInstance, battleId: string): Promise<void> {
  try {
    for (const reward of await rewardsOfBattle(app.deps.db, battleId)) {
      const item = equipmentById(reward.equipment_id);
      if (!item) continue;
      notifyUser(app, reward.user_id, {
        type: "item_won",
        battle_id: battleId,
        equipment_id: item.id,
        name: item.name,
      });
    }
  } catch (error) {
    app.log.warn({ err: error, battleId }, "item reward notice not sent");
  }
}
