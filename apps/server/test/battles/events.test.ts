// Domain events: in-transaction handlers write with the unit and roll back with it; notices go out only after a commit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import { DIALECTS } from "../helpers/databases";
import { liveTab } from "../helpers/live-arena";

describe.each(DIALECTS)("domain events on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const progressOf = async (userId: string) =>
    t.database.db.selectFrom("achievement_progress").selectAll().where("user_id", "=", userId).execute();

  it("a unit that rolls back sends no notice and keeps none of its handlers' writes", async () => {
    const player = await signUp(t.app);
    const userId = player.user.id;
    const tab = await liveTab(t.app, player);
    const { events, db } = t.app.deps;
    const boom = new Error("rolled back");
    await expect(
      events.transact(db, async (work) => {
        await work.raise({ type: "item.won", userId, battleId: "rolled-back", equipmentId: "leaf_shield" });
        await work.raise({
          type: "player.progressed",
          userId,
          progress: [{ kind: "battle_fought" }],
          at: new Date(),
          announce: true,
        });
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(await progressOf(userId)).toEqual([]);

    await events.transact(db, async (work) => {
      await work.raise({ type: "item.won", userId, battleId: "committed", equipmentId: "leaf_shield" });
      await work.raise({
        type: "player.progressed",
        userId,
        progress: [{ kind: "battle_fought" }],
        at: new Date(),
        announce: true,
      });
    });
    // The player's stream is in order: had the rolled-back unit sent anything, it would come first.
    expect(await tab.box.next("item_won")).toMatchObject({ battle_id: "committed", equipment_id: "leaf_shield" });
    expect(await tab.box.next("achievement_unlocked")).toMatchObject({ achievement_ids: ["first_battle"] });
    expect(tab.box.messages.filter((m) => m.type === "item_won")).toHaveLength(1);
    expect(await progressOf(userId)).toMatchObject([{ metric: "battles_fought", value: 1 }]);
    tab.socket.terminate();
  });

  it("a failing notice never fails the committed unit", async () => {
    const player = await signUp(t.app);
    const { events, db } = t.app.deps;
    events.afterCommit("item.won", () => {
      throw new Error("notice failed");
    });
    await expect(
      events.transact(db, async (work) => {
        await work.raise({ type: "item.won", userId: player.user.id, battleId: "b", equipmentId: "leaf_shield" });
        return "done";
      }),
    ).resolves.toBe("done");
  });
});
