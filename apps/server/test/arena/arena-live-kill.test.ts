import { LEASE_MS, LEASE_RENEW_MS } from "@antbrawl/rules/arena/live";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../src/db/database";
import { createRedisBus } from "../../src/ws/bus";
import { createTestApp, type TestApp } from "../helpers/app";
import { playerWithAnts, readAnt } from "../helpers/battle-fixtures";
import { emptyPostgresDatabase } from "../helpers/databases";
import { advance, battleOf, choose, createLive, liveTab, liveTime, nth } from "../helpers/live-arena";
import { remoteTab } from "../helpers/live-client";
import { freePort, type ServerProcess, startServer } from "../helpers/server-process";

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(adminUrl && redisUrl)("kill -9 of the driving node", () => {
  let server: ServerProcess | undefined;
  let database: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
  let other: TestApp | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    await server?.exited;
    await other?.close();
    await other?.app.deps.bus.close();
    await other?.database.close();
    await database?.drop();
  });

  it("the other node finishes the battle from its last turn, a reconnecting player rejoins, one settlement", {
    timeout: 300_000,
  }, async () => {
    database = await emptyPostgresDatabase("kill");
    const url = database.url;
    const port = await freePort();
    server = startServer({ PORT: String(port), DATABASE_URL: url, REDIS_URL: redisUrl as string });
    await server.waitFor(/Antbrawl is up/, 180_000);

    // The second node runs here on its own hand-moved clock, which starts at the real time: it never beats until moved.
    const time = liveTime(Date.now());
    other = await createTestApp(
      "postgres",
      {},
      { database: openPostgres(url, 5), bus: await createRedisBus(redisUrl as string), ...time },
    );
    const t = other;
    const one = await playerWithAnts(t, 1);
    const two = await playerWithAnts(t, 1);
    const before = await Promise.all([one.ants[0], two.ants[0]].map((id) => readAnt(t, id as string)));
    const tabs = [await remoteTab(port, one.player), await remoteTab(port, two.player)] as const;
    const battleId = await createLive(
      t,
      [
        { player: one.player, antId: one.ants[0] as string },
        { player: two.player, antId: two.ants[0] as string },
      ],
      { battleType: "ranked", stakeMilli: 300 },
    );
    // Nobody begins it: the child's heartbeat takes the unclaimed battle over (as if its creator had died) and runs it.
    for (const tab of tabs) await tab.box.next("battle_started");
    await choose(tabs[0], battleId, 1, "feint");
    await choose(tabs[1], battleId, 1, "guard");
    for (const tab of tabs) await tab.box.next("battle_update");
    const driven = await t.app.deps.db
      .selectFrom("live_battles")
      .selectAll()
      .where("battle_id", "=", battleId)
      .executeTakeFirstOrThrow();
    expect(driven.lease_owner).not.toBe(t.app.deps.nodeId);
    expect(driven.turn).toBeGreaterThanOrEqual(2);

    server.child.kill("SIGKILL");
    await server.exited;
    for (const tab of tabs) tab.socket.terminate();
    // The dead node's lease ends at most LEASE_MS after its last renewal, which was before now.
    await advance(time, [t.app], Date.now() - time.scheduler.now() + LEASE_MS + 2 * LEASE_RENEW_MS);
    expect(t.app.liveArena.drivenIds()).toEqual([battleId]);

    const back = [await liveTab(t.app, one.player), await liveTab(t.app, two.player)] as const;
    const rejoined = battleOf(await nth(back[0], "rejoined_battle", 1));
    expect(rejoined.id).toBe(battleId);
    expect(rejoined.battle_log.length).toBeGreaterThan(0);
    for (;;) {
      const live = await t.app.deps.db
        .selectFrom("live_battles")
        .selectAll()
        .where("battle_id", "=", battleId)
        .executeTakeFirstOrThrow();
      if (live.phase === "finished") break;
      await choose(back[0], battleId, live.turn, "press");
      await choose(back[1], battleId, live.turn, "balanced");
      await t.app.liveArena.idle();
      await advance(time, [t.app], 1000);
    }
    for (const tab of back) await nth(tab, "battle_ended", 1);

    const battle = await t.app.deps.db
      .selectFrom("battles")
      .selectAll()
      .where("id", "=", battleId)
      .executeTakeFirstOrThrow();
    expect(battle.status).toBe("completed");
    expect(battle.input_log[0]).toEqual({
      turn: 1,
      choices: { [one.ants[0] as string]: "feint", [two.ants[0] as string]: "guard" },
    });
    const settles = await t.app.deps.db
      .selectFrom("ledger_transactions")
      .select("id")
      .where("kind", "=", "settle")
      .where("ref", "like", `%${battleId}%`)
      .execute();
    expect(settles).toHaveLength(1);
    const after = await Promise.all([one.ants[0], two.ants[0]].map((id) => readAnt(t, id as string)));
    for (const [i, ant] of after.entries()) {
      expect(ant.wins + ant.losses).toBe((before[i]?.wins ?? 0) + (before[i]?.losses ?? 0) + 1);
      expect(ant.is_in_battle).toBe(false);
    }
    for (const tab of back) tab.socket.terminate();
  });
});
