// SIGTERM to the node driving a live battle (PostgreSQL and Redis): it reports not ready while its sockets stay open,
// closes them with 1012 and exits 0; the other node drives the battle on from the stored turn and settles it once.
import { WS_CLOSE } from "@antbrawl/protocol/ws";
import { LEASE_RENEW_MS } from "@antbrawl/rules/arena/live";
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
/** Long enough that the ready check below always lands inside the drain, whatever the machine's load. */
const DRAIN_WAIT_MS = 8000;

async function liveRow(t: TestApp, battleId: string) {
  return t.app.deps.db
    .selectFrom("live_battles")
    .selectAll()
    .where("battle_id", "=", battleId)
    .executeTakeFirstOrThrow();
}

describe.runIf(adminUrl && redisUrl)("drain of the driving node", () => {
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

  it("goes not ready before its sockets close, and the battle finishes on the other node, settled once", {
    timeout: 300_000,
  }, async () => {
    database = await emptyPostgresDatabase("drain");
    const url = database.url;
    const port = await freePort();
    // Turns end only when both players chose: the drain, not a deadline, decides where the battle stands.
    server = startServer({
      PORT: String(port),
      DATABASE_URL: url,
      REDIS_URL: redisUrl as string,
      DRAIN_WAIT_MS: String(DRAIN_WAIT_MS),
      LIVE_TURN_MS: "60000",
    });
    await server.waitFor(/Antbrawl is up/, 180_000);

    // The other node runs here on a hand-moved clock starting at the real time: it never beats until moved.
    const time = liveTime(Date.now());
    other = await createTestApp(
      "postgres",
      { liveTurnMs: 60_000 },
      { database: openPostgres(url, 5), bus: await createRedisBus(redisUrl as string), ...time },
    );
    const t = other;
    const one = await playerWithAnts(t, 1);
    const two = await playerWithAnts(t, 1);
    const antIds = [one.ants[0] as string, two.ants[0] as string] as const;
    const before = await Promise.all(antIds.map((id) => readAnt(t, id)));
    const tabs = [await remoteTab(port, one.player), await remoteTab(port, two.player)] as const;
    const battleId = await createLive(
      t,
      [
        { player: one.player, antId: antIds[0] },
        { player: two.player, antId: antIds[1] },
      ],
      { battleType: "ranked", stakeMilli: 300 },
    );
    // The child's heartbeat takes the battle over and runs it.
    for (const tab of tabs) await tab.box.next("battle_started");
    await choose(tabs[0], battleId, 1, "feint");
    await choose(tabs[1], battleId, 1, "guard");
    for (const tab of tabs) await tab.box.next("battle_update");
    // One player has chosen turn 2 when the node is told to stop.
    await choose(tabs[0], battleId, 2, "press");
    const driven = await liveRow(t, battleId);
    expect(driven.lease_owner).not.toBe(t.app.deps.nodeId);
    expect(driven.turn).toBe(2);

    server.child.kill("SIGTERM");
    await server.waitFor(/draining: not ready/);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    const readyAt = performance.now();
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, draining: true, detail: expect.any(String) });
    expect(tabs.map((tab) => tab.closedAt)).toEqual([0, 0]);
    for (const tab of tabs) expect((await tab.box.closed).code).toBe(WS_CLOSE.restart);
    for (const tab of tabs) expect(tab.closedAt).toBeGreaterThan(readyAt);
    expect(await server.exited).toBe(0);

    // Handed over, not abandoned: no lease is left to run out, and the stored turn and choice are where they were.
    const released = await liveRow(t, battleId);
    expect(released).toMatchObject({ lease_owner: null, turn: 2, phase: "fighting", pending_0: "press" });
    await advance(time, [t.app], Date.now() - time.scheduler.now() + LEASE_RENEW_MS);
    expect(t.app.liveArena.drivenIds()).toEqual([battleId]);

    const back = [await liveTab(t.app, one.player), await liveTab(t.app, two.player)] as const;
    expect(battleOf(await nth(back[0], "rejoined_battle", 1)).id).toBe(battleId);
    await choose(back[1], battleId, 2, "balanced");
    for (;;) {
      const live = await liveRow(t, battleId);
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
    expect(battle.input_log.slice(0, 2)).toEqual([
      { turn: 1, choices: { [antIds[0]]: "feint", [antIds[1]]: "guard" } },
      { turn: 2, choices: { [antIds[0]]: "press", [antIds[1]]: "balanced" } },
    ]);
    const settles = await t.app.deps.db
      .selectFrom("ledger_transactions")
      .select("id")
      .where("kind", "=", "settle")
      .where("ref", "like", `%${battleId}%`)
      .execute();
    expect(settles).toHaveLength(1);
    const after = await Promise.all(antIds.map((id) => readAnt(t, id)));
    for (const [i, ant] of after.entries()) {
      expect(ant.wins + ant.losses).toBe((before[i]?.wins ?? 0) + (before[i]?.losses ?? 0) + 1);
      expect(ant.is_in_battle).toBe(false);
    }
    for (const tab of back) tab.socket.terminate();
  });
});
