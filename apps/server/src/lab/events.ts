// What the laboratory does when a battle is settled, inside its transaction: the fighters' equipment wears, and a
// winner in person against another player may earn an item (raising `item.won` for the winner's notice).
import type { Events } from "../events/units";
import { wearAndReward } from "./equipment/battle-wear";

/** Registers the laboratory's handlers. */
export function labEventHandlers(events: Events): void {
  events.inTransaction("battle.settled", async (event, work) => {
    const { rewards } = await wearAndReward(
      work.trx,
      { id: event.battleId, seed: event.seed, battle_type: event.battleType },
      event.sides.map((side) => ({ antId: side.antId, userId: side.userId, inPerson: side.inPerson, won: side.won })),
      event.at,
    );
    for (const reward of rewards) {
      await work.raise({
        type: "item.won",
        userId: reward.userId,
        battleId: event.battleId,
        equipmentId: reward.equipmentId,
      });
    }
  });
}
