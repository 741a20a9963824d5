// GET /api/ready and draining: not ready and no new sockets or queue joins at once, sockets closed with the restart code.
import { WS_CLOSE } from "@antbrawl/protocol/ws";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { drainAndClose } from "../../src/plugins/drain";
import { createTestApp, type TestApp } from "../helpers/app";
import { playerWithAnts } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import { liveTab } from "../helpers/live-arena";

describe.each(DIALECTS)("readiness and drain on %s", (dialect) => {
  let t: TestApp;
  let closed = false;
  let lines: Array<{ level: number; msg: string }> = [];
  beforeEach(async () => {
    closed = false;
    lines = [];
    t = await createTestApp(dialect, {}, { logStream: { write: (line) => lines.push(JSON.parse(line)) } });
  });
  afterEach(async () => {
    if (!closed) await t.close();
    else {
      await t.app.deps.bus.close();
      await t.database.close();
    }
  });

  it("is ready with the database answering and every migration applied", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true, database: true, migrations: true, draining: false });
  });

  it("a draining node answers 503, refuses new sockets and queue joins, then closes open sockets with 1012", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const tab = await liveTab(t.app, player);
    const closing = new Promise<number>((resolve) => tab.socket.on("close", (code: number) => resolve(code)));
    let release = () => {};
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    let waiting = () => {};
    const inPause = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const drained = drainAndClose(t.app, 2000, async () => {
      waiting();
      await paused;
    });
    await inPause;

    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, draining: true, database: true, detail: expect.any(String) });
    // The open socket stays open while the balancer learns the node is not ready ...
    expect(tab.socket.readyState).toBe(tab.socket.OPEN);
    // ... but takes no queue join, and no new socket is opened.
    tab.box.send({ type: "join_matchmaking", ant_id: ants[0], match_type: "quick", stake_amount: 0 });
    const refused = await tab.box.next("error");
    expect(refused.message).toMatch(/restarting/);
    // Every deploy drains: the refusal is one info line, not a warning with a stack.
    expect(lines.filter((l) => l.msg === "websocket request refused" && l.level === 30)).toHaveLength(1);
    expect(lines.filter((l) => l.msg === "websocket handler failed")).toEqual([]);
    expect(await t.app.deps.db.selectFrom("arena_tickets").selectAll().execute()).toEqual([]);
    await expect(t.app.injectWS(`/api/ws/${player.user.id}`)).rejects.toThrow(/503/);

    release();
    await drained;
    closed = true;
    expect(await closing).toBe(WS_CLOSE.restart);
  });

  it("closes the app only once every closed socket's cleanup has used the database", async () => {
    const { player } = await playerWithAnts(t, 1);
    const tab = await liveTab(t.app, player);
    const cleaned: string[] = [];
    t.app.deps.wsRouter.onClose(async ({ userId }) => {
      // A slow cleanup that needs the database after its socket closed (as a seat marked away does).
      await new Promise((resolve) => setTimeout(resolve, 50));
      const row = await t.app.deps.db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
      cleaned.push(row?.id ?? "missing");
    });
    await drainAndClose(t.app, 0);
    closed = true;
    expect(cleaned).toEqual([player.user.id]);
    expect(tab.socket.readyState).toBe(tab.socket.CLOSED);
  });
});
