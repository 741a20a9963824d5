// Equipment through the API: catalog, purchase through the ledger, equip rules, ownership, races, and battles.
import type { EquipAnswer, EquipmentPurchaseAnswer, OwnedEquipment } from "@antbrawl/protocol/equipment";
import type { Fighter } from "@antbrawl/rules/battle/types";
import { itemReward } from "@antbrawl/rules/lab/equipment";
import { EQUIPMENT_TYPES, RARITIES } from "@antbrawl/rules/lab/equipment-catalog";
import { createRng, seedFromString } from "@antbrawl/rules/random";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { wearAndReward } from "../../src/lab/equipment/battle-wear";
import { rewardsOfBattle } from "../../src/lab/equipment/repository";
import { allBalances, balancesFromEntries } from "../../src/ledger/repository";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import {
  makeAnt,
  type Player,
  playerWithAnts,
  requestBattle,
  selfBattle,
  setAnt,
  startBattle,
} from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import { liveTab } from "../helpers/live-arena";

/** Experience for a level (L1: level = floor(xp / 100) + 1). */
const xpFor = (level: number) => (level - 1) * 100;

describe.each(DIALECTS)("equipment on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, {}, { now: manualClock().now });
  });
  afterEach(async () => t.close());

  const call = async (player: Player, method: "GET" | "POST" | "DELETE", path: string) => {
    const res = await t.app.inject({ method, url: `/api${path}`, headers: player.auth });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const buy = (p: Player, id: string, userId = p.user.id) =>
    call(p, "POST", `/users/${userId}/equipment/${id}/purchase`);
  const equip = (p: Player, antId: string, id: string, userId = p.user.id) =>
    call(p, "POST", `/users/${userId}/ants/${antId}/equip/${id}`);
  const unequip = (p: Player, antId: string, id: string) =>
    call(p, "POST", `/users/${p.user.id}/ants/${antId}/unequip/${id}`);
  const balance = async (p: Player) => (await call(p, "GET", `/users/${p.user.id}/balance`)).body.balance as number;
  const owned = async (p: Player) =>
    (await call(p, "GET", `/users/${p.user.id}/equipment`)).body as unknown as OwnedEquipment[];
  const onAnt = async (p: Player, antId: string) =>
    (await call(p, "GET", `/users/${p.user.id}/ants/${antId}/equipment`)).body as unknown as {
      equipment: { id: string };
      durability: number;
      equipped_at: string;
    }[];
  const ledgerBalanced = async () => {
    const balances = await allBalances(t.database.db);
    expect(await balancesFromEntries(t.database.db)).toEqual(balances);
    expect(Object.values(balances).reduce((sum, amount) => sum + amount, 0)).toBe(0);
  };

  it("lists at least 20 items over the four types and five rarities, without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/equipment/catalog" });
    expect(res.statusCode).toBe(200);
    const catalog = res.json() as { type: string; rarity: string; market_value: number; required_level: number }[];
    expect(catalog.length).toBeGreaterThanOrEqual(20);
    for (const type of EQUIPMENT_TYPES) {
      for (const rarity of RARITIES) expect(catalog.some((e) => e.type === type && e.rarity === rarity)).toBe(true);
    }
    for (const item of catalog) {
      expect(item.market_value).toBeGreaterThan(0);
      expect(item.required_level).toBeGreaterThanOrEqual(1);
    }
  });

  it("[EQ8][EQ10] a purchase charges the balance through the ledger, once per item", async () => {
    const player = await signUp(t.app);
    expect(await balance(player)).toBe(10);
    const bought = await buy(player, "thorn_blade");
    expect(bought.status).toBe(200);
    const answer = bought.body as unknown as EquipmentPurchaseAnswer;
    expect(answer).toMatchObject({ success: true, message: "Bought Thorn Blade for 0.5 ETH", balance: 9.5 });
    expect(answer.item).toMatchObject({ durability: 100, ant_id: null, source: "purchase" });
    expect(await balance(player)).toBe(9.5);
    expect((await owned(player)).map((o) => o.equipment.id)).toEqual(["thorn_blade"]);
    const again = await buy(player, "thorn_blade");
    expect(again).toMatchObject({ status: 409, body: { detail: "You already own Thorn Blade" } });
    expect(await balance(player)).toBe(9.5);
    await ledgerBalanced();
  });

  it("bad input answers 4xx {detail} and changes nothing", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const antId = ants[0] as string;
    expect(await buy(player, "no_such_item")).toMatchObject({ status: 404, body: { detail: "Equipment not found" } });
    expect(await equip(player, antId, "no_such_item")).toMatchObject({
      status: 404,
      body: { detail: "Equipment not found" },
    });
    expect((await equip(player, "no-such-ant", "thorn_blade")).body).toMatchObject({ detail: "Ant not found" });
    expect(await equip(player, antId, "thorn_blade")).toMatchObject({
      status: 409,
      body: { detail: "You don't own Thorn Blade: buy it first" },
    });
    expect(await unequip(player, antId, "thorn_blade")).toMatchObject({
      status: 409,
      body: { detail: "Thorn Blade is not equipped on this ant" },
    });
    await buy(player, "queens_fang");
    const poor = await buy(player, "crown_of_the_colony");
    expect(poor).toMatchObject({
      status: 409,
      body: { detail: "Not enough ETH to buy Crown of the Colony: it costs 7.5 ETH, you have 2.5 ETH" },
    });
    const full = await call(player, "POST", `/users/${player.user.id}/equipment/queens_fang/repair`);
    expect(full).toMatchObject({ status: 409, body: { detail: "Queen's Fang does not need repair" } });
    expect(await balance(player)).toBe(2.5);
    expect((await owned(player)).map((o) => o.equipment.id)).toEqual(["queens_fang"]);
    expect(await onAnt(player, antId)).toEqual([]);
    await ledgerBalanced();
  });

  it("[EQ2][EQ3] equips an owned item at the required level, replaces the same type, unequips", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const antId = ants[0] as string;
    await buy(player, "thorn_blade");
    await buy(player, "glass_spear");
    await buy(player, "leaf_shield");
    const first = await equip(player, antId, "thorn_blade");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: "Equipment equipped successfully!", unequipped: null });
    expect(await equip(player, antId, "glass_spear")).toMatchObject({
      status: 409,
      body: { detail: `Glass Spear needs level 2; ${await antName(antId)} is level 1` },
    });
    await setAnt(t, antId, { total_experience: xpFor(2) });
    const second = (await equip(player, antId, "glass_spear")).body as unknown as EquipAnswer;
    expect(second.unequipped).toBe("thorn_blade");
    await equip(player, antId, "leaf_shield");
    const worn = await onAnt(player, antId);
    expect(worn.map((e) => e.equipment.id).sort()).toEqual(["glass_spear", "leaf_shield"]);
    expect(worn.every((e) => e.durability === 100 && !Number.isNaN(Date.parse(e.equipped_at)))).toBe(true);
    const inventory = await owned(player);
    expect(inventory.find((o) => o.equipment.id === "thorn_blade")?.ant_id).toBeNull();
    expect(await equip(player, antId, "leaf_shield")).toMatchObject({
      status: 409,
      body: { detail: "Leaf Shield is already equipped on this ant" },
    });
    const off = await unequip(player, antId, "leaf_shield");
    expect(off.body).toMatchObject({ success: true, message: "Leaf Shield unequipped", unequipped: "leaf_shield" });
    expect((await onAnt(player, antId)).map((e) => e.equipment.id)).toEqual(["glass_spear"]);
    const progress = await t.database.db
      .selectFrom("achievement_progress")
      .select("value")
      .where("user_id", "=", player.user.id)
      .where("metric", "=", "equipment_equipped")
      .executeTakeFirst();
    expect(Number(progress?.value)).toBe(3);
  });

  const antName = async (antId: string) =>
    (await t.database.db.selectFrom("ants").select("name").where("id", "=", antId).executeTakeFirstOrThrow()).name;

  it("refuses another player's ant and items on every route", async () => {
    const { player: victim, ants } = await playerWithAnts(t, 1);
    const victimAnt = ants[0] as string;
    await buy(victim, "thorn_blade");
    await equip(victim, victimAnt, "thorn_blade");
    const attacker = await signUp(t.app);
    await makeAnt(t, attacker);
    await buy(attacker, "leaf_shield");
    const v = victim.user.id;
    for (const [method, path] of [
      ["GET", `/users/${v}/equipment`],
      ["POST", `/users/${v}/equipment/leaf_shield/purchase`],
      ["POST", `/users/${v}/equipment/thorn_blade/repair`],
      ["GET", `/users/${v}/ants/${victimAnt}/equipment`],
      ["POST", `/users/${v}/ants/${victimAnt}/equip/thorn_blade`],
      ["POST", `/users/${v}/ants/${victimAnt}/unequip/thorn_blade`],
    ] as const) {
      const res = await call(attacker, method, path);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(typeof res.body.detail).toBe("string");
    }
    const a = attacker.user.id;
    for (const [method, path] of [
      ["GET", `/users/${a}/ants/${victimAnt}/equipment`],
      ["POST", `/users/${a}/ants/${victimAnt}/equip/leaf_shield`],
      ["POST", `/users/${a}/ants/${victimAnt}/unequip/thorn_blade`],
    ] as const) {
      expect(await call(attacker, method, path), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { detail: "Ant not found" },
      });
    }
    expect((await onAnt(victim, victimAnt)).map((e) => e.equipment.id)).toEqual(["thorn_blade"]);
    expect(await balance(victim)).toBe(9.5);
  });

  it("two parallel equips of one item to two ants: exactly one wins", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    await buy(player, "leaf_shield");
    const results = await Promise.all(ants.map((antId) => equip(player, antId, "leaf_shield")));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.body.detail).toMatch(/^Leaf Shield is already equipped on /);
    const rows = await t.database.db.selectFrom("player_equipment").selectAll().execute();
    expect(rows).toHaveLength(1);
    const onAnts = await Promise.all(ants.map((antId) => onAnt(player, antId)));
    expect(onAnts.map((list) => list.length).sort()).toEqual([0, 1]);
  });

  it("parallel purchases never overdraw: of four legendaries at 7.5 ETH, one is bought", async () => {
    const player = await signUp(t.app);
    await balance(player);
    const ids = ["dragon_scale_armor", "queens_fang", "crown_of_the_colony", "phoenix_nectar"];
    const results = await Promise.all(ids.map((id) => buy(player, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.detail).toMatch(/^Not enough ETH to buy /);
    }
    expect(await balance(player)).toBe(2.5);
    expect(await owned(player)).toHaveLength(1);
    await ledgerBalanced();
  });

  it("parallel purchases of one item: bought once, charged once", async () => {
    const player = await signUp(t.app);
    await balance(player);
    const results = await Promise.all([1, 2, 3].map(() => buy(player, "leaf_shield")));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await balance(player)).toBe(9.5);
    await ledgerBalanced();
  });

  it("[EQ5][EQ6][EQ7] a self battle's fighters carry the bonus, wear the items, and a repair restores them", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const [a, b] = ants as [string, string];
    await buy(player, "thorn_blade");
    await buy(player, "leaf_shield");
    await equip(player, a, "thorn_blade");
    await equip(player, a, "leaf_shield");
    const { body } = await selfBattle(t, player, { ant1_id: a, ant2_id: b });
    expect(body.success).toBe(true);
    const fighters = await t.database.db
      .selectFrom("battle_participants")
      .select(["ant_id", "fighter"])
      .where("battle_id", "=", body.battle.id)
      .execute();
    const fighterOf = (antId: string) => fighters.find((f) => f.ant_id === antId)?.fighter as unknown as Fighter;
    expect(fighterOf(a).equipmentBonuses).toEqual({ strength: 2, armor: 2 });
    expect(fighterOf(b).equipmentBonuses).toBeUndefined();
    const worn = await onAnt(player, a);
    expect(worn.map((e) => e.durability)).toEqual([90, 90]);

    await setAnt(t, a, { current_health: 100, energy: 100 });
    await setAnt(t, b, { current_health: 100, energy: 100 });
    await t.database.db
      .updateTable("player_equipment")
      .set({ durability: 0 })
      .where("equipment_id", "=", "thorn_blade")
      .execute();
    const second = await selfBattle(t, player, { ant1_id: a, ant2_id: b });
    const snapshot = await t.database.db
      .selectFrom("battle_participants")
      .select("fighter")
      .where("battle_id", "=", second.body.battle.id)
      .where("ant_id", "=", a)
      .executeTakeFirstOrThrow();
    expect((snapshot.fighter as unknown as Fighter).equipmentBonuses).toEqual({ armor: 2 });
    expect((await onAnt(player, a)).map((e) => e.durability).sort()).toEqual([0, 80]);

    const before = await balance(player);
    const repaired = await call(player, "POST", `/users/${player.user.id}/equipment/thorn_blade/repair`);
    expect(repaired.body).toMatchObject({ success: true, message: "Thorn Blade repaired to 100% for 0.2 ETH" });
    expect(await balance(player)).toBeCloseTo(before - 0.2, 6);
    expect((await owned(player)).find((o) => o.equipment.id === "thorn_blade")?.durability).toBe(100);
    await ledgerBalanced();
  });

  it("[EQ9] a win over another player may earn a common item, replayably; a self battle never does", async () => {
    const winner = await signUp(t.app);
    const loser = await signUp(t.app);
    let seed = 0;
    while (!itemReward(createRng(seedFromString(`${seed}:ant-w`)), new Set())) seed++;
    const expected = itemReward(createRng(seedFromString(`${seed}:ant-w`)), new Set());
    const sides = [
      { antId: "ant-w", userId: winner.user.id, inPerson: true, won: true },
      { antId: "ant-l", userId: loser.user.id, inPerson: true, won: false },
    ];
    const self = await wearAndReward(
      t.database.db,
      { id: "battle-self", seed, battle_type: "self" },
      sides.slice(0, 1),
      new Date(),
    );
    expect(self.rewards).toEqual([]);
    const battle = { id: "battle-won", seed, battle_type: "quick_match" } as const;
    const won = await wearAndReward(t.database.db, battle, sides, new Date());
    expect(won.rewards).toEqual([{ userId: winner.user.id, equipmentId: expected?.id }]);
    expect(await owned(winner)).toMatchObject([
      { equipment: { id: expected?.id, rarity: "common" }, source: "reward" },
    ]);
    expect(await owned(loser)).toEqual([]);
    expect(await rewardsOfBattle(t.database.db, battle.id)).toEqual([
      { user_id: winner.user.id, equipment_id: expected?.id },
    ]);

    // The winner's open tabs hear which item the battle gave.
    const tab = await liveTab(t.app, winner);
    await t.app.deps.events.deliver(
      (await rewardsOfBattle(t.database.db, battle.id)).map((reward) => ({
        type: "item.won" as const,
        userId: reward.user_id,
        battleId: battle.id,
        equipmentId: reward.equipment_id,
      })),
    );
    expect(await tab.box.next("item_won")).toMatchObject({
      type: "item_won",
      battle_id: battle.id,
      equipment_id: expected?.id,
      name: expected?.name,
    });
    tab.socket.terminate();
  });

  it("[EQ5][EQ6] a matchmaking battle: both fighters carry their bonuses; only the challenger's items wear", async () => {
    const me = await playerWithAnts(t, 1);
    const them = await playerWithAnts(t, 1);
    const [mine, theirs] = [me.ants[0] as string, them.ants[0] as string];
    await buy(me.player, "thorn_blade");
    await equip(me.player, mine, "thorn_blade");
    await buy(them.player, "leaf_shield");
    await equip(them.player, theirs, "leaf_shield");
    const asked = await requestBattle(t, me.player, { ant_id: mine, battle_type: "quick_match" });
    expect(asked.res.statusCode).toBe(201);
    const started = await startBattle(t, me.player, asked.body.battle_id as string);
    expect(started.res.statusCode).toBe(200);
    const fighters = await t.database.db
      .selectFrom("battle_participants")
      .select(["ant_id", "fighter"])
      .where("battle_id", "=", asked.body.battle_id as string)
      .execute();
    const bonusOf = (antId: string) =>
      (fighters.find((f) => f.ant_id === antId)?.fighter as unknown as Fighter).equipmentBonuses;
    expect(bonusOf(mine)).toEqual({ strength: 2 });
    expect(bonusOf(theirs)).toEqual({ armor: 2 });
    expect((await onAnt(me.player, mine))[0]?.durability).toBe(90);
    expect((await onAnt(them.player, theirs))[0]?.durability).toBe(100);
  });
});
