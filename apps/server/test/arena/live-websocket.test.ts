// The live protocol end to end: notices reach a player's other tabs, old clients are told to reload, catch-up by seq.
import { COLONY_ERRORS, ERRORS } from "@antbrawl/protocol/errors";
import { MIN_CLIENT_PROTOCOL_VERSION, PROTOCOL_VERSION, WS_CLOSE } from "@antbrawl/protocol/ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisBus } from "../../src/ws/bus";
import { registerWsHandler, WsRouter } from "../../src/ws/router";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { playerWithAnts, selfBattle } from "../helpers/battle-fixtures";
import { antsUrl, createAntFor, setStoredNeeds } from "../helpers/colony-fixtures";
import { freshDatabase } from "../helpers/databases";
import { liveInbox } from "../helpers/live-client";

type Player = Awaited<ReturnType<typeof signUp>>;

describe("live protocol on one node", () => {
  let t: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp("pglite", {}, { now: clock.now });
  });
  afterAll(async () => t.close());

  /** A tab of the player, authenticated by its first message with the current protocol. */
  async function tab(player: Player, lastSeq?: number) {
    const socket = await t.app.injectWS(`/api/ws/${player.user.id}`);
    const box = liveInbox(socket);
    box.send({ type: "authenticate", token: player.token, protocol_version: PROTOCOL_VERSION, last_seq: lastSeq });
    const hello = await box.next("authenticated");
    return { socket, box, hello };
  }

  async function feed(player: Player, antId: string) {
    await setStoredNeeds(t.database, antId, { food: 5 }, clock.now());
    const res = await t.app.inject({ method: "POST", url: antsUrl(player, antId, "feed"), headers: player.auth });
    expect(res.statusCode).toBe(200);
  }

  it("a feed over HTTP in one tab reaches the player's other tab as ant_updated, numbered", async () => {
    const player = await signUp(t.app);
    const first = await tab(player);
    const second = await tab(player);
    const ant = await createAntFor(t.app, player);
    const created = await second.box.next("ant_updated");
    expect(created).toEqual({ type: "ant_updated", seq: (first.hello.last_seq as number) + 1, ant_id: ant.id });

    await feed(player, ant.id);
    const notice = await second.box.next("ant_updated");
    expect(notice.ant_id).toBe(ant.id);
    expect(notice.seq).toBeGreaterThan(created.seq as number);
    await first.box.next("ant_updated");
    expect(first.box.messages.slice(1)).toEqual(second.box.messages.slice(1));

    const other = await signUp(t.app);
    const stranger = await tab(other);
    await feed(player, ant.id);
    await second.box.next("ant_updated");
    expect(stranger.box.messages.map((m) => m.type)).toEqual(["authenticated"]);
    for (const s of [first, second, stranger]) s.socket.terminate();
  });

  it("a release in one tab reaches the other as ant_deleted", async () => {
    const player = await signUp(t.app);
    const ant = await createAntFor(t.app, player);
    const other = await tab(player);
    const res = await t.app.inject({ method: "DELETE", url: antsUrl(player, ant.id), headers: player.auth });
    expect(res.statusCode).toBe(200);
    expect((await other.box.next("ant_deleted")).ant_id).toBe(ant.id);
    other.socket.terminate();
  });

  it("a self battle in one tab reaches the other as battle_completed with both ants", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const other = await tab(player);
    const { res, body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] });
    expect(res.statusCode).toBe(201);
    expect(await other.box.next("battle_completed")).toEqual({
      type: "battle_completed",
      seq: (other.hello.last_seq as number) + 1,
      battle_id: body.battle.id,
      ant_ids: ants,
    });
    other.socket.terminate();
  });

  it("a client with a protocol older than the oldest spoken gets a clear error and the outdated close code", async () => {
    const player = await signUp(t.app);
    const socket = await t.app.injectWS(`/api/ws/${player.user.id}`);
    const box = liveInbox(socket);
    // Older than the oldest client this server speaks to (a page from before the live arena).
    const old = MIN_CLIENT_PROTOCOL_VERSION - 1;
    box.send({ type: "authenticate", token: player.token, protocol_version: old });
    const error = await box.next("error");
    expect(error).toEqual({
      type: "error",
      code: "protocol_outdated",
      message: `This page is out of date: reload to play (protocol ${old}, server ${PROTOCOL_VERSION})`,
    });
    expect((await box.closed).code).toBe(WS_CLOSE.outdated);
    expect(box.messages.map((m) => m.type)).toEqual(["error"]);
  });

  it("a client at the oldest spoken protocol is still admitted (later versions only added messages)", async () => {
    const player = await signUp(t.app);
    const socket = await t.app.injectWS(`/api/ws/${player.user.id}`);
    const box = liveInbox(socket);
    box.send({ type: "authenticate", token: player.token, protocol_version: MIN_CLIENT_PROTOCOL_VERSION });
    expect(await box.next("authenticated")).toMatchObject({ protocol_version: PROTOCOL_VERSION });
    socket.terminate();
  });

  it("a cookie-or-header tab with an old version in hello is refused the same way", async () => {
    const player = await signUp(t.app);
    let box: ReturnType<typeof liveInbox> | undefined;
    await t.app.injectWS(
      `/api/ws/${player.user.id}`,
      { headers: player.auth },
      { onInit: (ws) => (box = liveInbox(ws)) },
    );
    if (!box) throw new Error("no socket");
    await box.next("authenticated");
    box.send({ type: "hello", protocol_version: PROTOCOL_VERSION + 1 });
    expect((await box.next("error")).code).toBe("protocol_outdated");
    expect((await box.closed).code).toBe(WS_CLOSE.outdated);
  });

  it("a reconnect with the last seq receives exactly the missed messages, in order, then the live stream", async () => {
    const player = await signUp(t.app);
    const witness = await tab(player);
    const ant = await createAntFor(t.app, player);
    const before = await tab(player);
    await feed(player, ant.id);
    const lastSeen = (await before.box.next("ant_updated")).seq as number;
    before.socket.terminate();
    await before.box.closed;

    await feed(player, ant.id);
    await t.app.deps.hub.sendToUser(player.user.id, { type: "queue_joined", message: "missed while away" });
    await feed(player, ant.id);
    await witness.box.next("queue_joined");
    await witness.box.next("ant_updated");
    const missed = witness.box.messages.filter((m) => (m.seq ?? 0) > lastSeen);
    expect(missed.map((m) => m.seq)).toEqual(missed.map((_, i) => lastSeen + 1 + i));

    const after = await tab(player, lastSeen);
    const newest = lastSeen + missed.length;
    expect(after.hello.last_seq).toBe(newest);
    const resumed = await after.box.next("resumed");
    expect(resumed).toEqual({ type: "resumed", replayed: missed.length, complete: true, last_seq: newest });
    expect(after.box.messages.slice(1, -1)).toEqual(missed);

    await t.app.deps.hub.sendToUser(player.user.id, { type: "countdown_update", message: "3" });
    expect((await after.box.next("countdown_update")).seq).toBe(newest + 1);
    after.box.send({ type: "resume", last_seq: newest - 1 });
    expect((await after.box.next("resumed")).replayed).toBe(2);
    after.socket.terminate();
    witness.socket.terminate();
  });

  it("a reconnect after the kept history was dropped is told it is incomplete", async () => {
    const player = await signUp(t.app);
    await t.app.deps.hub.sendToUser(player.user.id, { type: "queue_joined", message: "old" });
    clock.advanceMs(11 * 60_000);
    await t.app.deps.hub.sendToUser(player.user.id, { type: "queue_joined", message: "new" });
    const after = await tab(player, 0);
    expect(await after.box.next("resumed")).toEqual({ type: "resumed", replayed: 1, complete: false, last_seq: 2 });
    expect(after.box.messages[1]).toEqual({ type: "queue_joined", seq: 2, message: "new" });
    after.socket.terminate();
  });

  it("a client ahead of the server's counter (a restarted node) is told to resync and gets the new stream", async () => {
    const player = await signUp(t.app);
    const after = await tab(player, 99);
    expect(await after.box.next("resumed")).toEqual({ type: "resumed", replayed: 0, complete: false, last_seq: 0 });
    await t.app.deps.hub.sendToUser(player.user.id, { type: "queue_joined", message: "fresh" });
    expect(await after.box.next("queue_joined")).toEqual({ type: "queue_joined", seq: 1, message: "fresh" });
    after.socket.terminate();
  });

  it("a header-authenticated tab gets its stream after hello, with what came before hello", async () => {
    const player = await signUp(t.app);
    const ant = await createAntFor(t.app, player);
    const seen = await tab(player);
    const lastSeen = seen.hello.last_seq as number;
    let box: ReturnType<typeof liveInbox> | undefined;
    const socket = await t.app.injectWS(
      `/api/ws/${player.user.id}`,
      { headers: player.auth },
      { onInit: (ws) => (box = liveInbox(ws)) },
    );
    if (!box) throw new Error("no socket");
    await box.next("authenticated");
    await feed(player, ant.id);
    await seen.box.next("ant_updated");
    expect(box.messages.map((m) => m.type)).toEqual(["authenticated"]);
    box.send({ type: "hello", protocol_version: PROTOCOL_VERSION, last_seq: lastSeen });
    expect((await box.next("ant_updated")).seq).toBe(lastSeen + 1);
    const sinceHello = seen.box.messages.slice(1);
    expect((await box.next("resumed")).replayed).toBe(sinceHello.length);
    expect(box.messages.slice(1, -1)).toEqual(sinceHello);
    socket.terminate();
    seen.socket.terminate();
  });

  it("unknown and malformed messages get error and reach no handler; handlers get valid ones", async () => {
    const player = await signUp(t.app);
    const { socket, box } = await tab(player);
    box.send({ type: "dance" });
    expect(await box.next("error")).toMatchObject({ message: "Unknown message type: dance", code: "unknown_message" });
    box.send({ type: "join_matchmaking", ant_id: "a", match_type: "blitz", stake_amount: 0 });
    expect((await box.next("error")).code).toBe("malformed_message");
    box.send({ type: "join_matchmaking", ant_id: "a", match_type: "quick", stake_amount: 0, extra: 1 });
    expect((await box.next("error")).code).toBe("malformed_message");

    // A valid message reaches its handler (the queue's), which answers the ant it cannot find.
    box.send({ type: "join_matchmaking", ant_id: "a", match_type: "quick", stake_amount: 0 });
    expect(await box.next("error")).toEqual({ type: "error", message: COLONY_ERRORS.antNotFound, code: "not_found" });
    expect(box.messages.filter((m) => m.type === "queue_joined")).toEqual([]);
    socket.terminate();
  });

  it("a handler that throws an unknown error answers the generic text, never its own", async () => {
    const router = new WsRouter();
    router.register("leave_matchmaking", () => {
      throw new Error("database password is hunter2");
    });
    const sent: unknown[] = [];
    const log = t.app.log;
    const socket = { send() {}, close() {} };
    await router.dispatch({ userId: "u", send: (m) => sent.push(m), log, socket }, { type: "leave_matchmaking" });
    expect(sent).toEqual([{ type: "error", message: ERRORS.internal }]);
  });

  it("a handler for a connection message type cannot be registered", () => {
    expect(() => registerWsHandler(t.app, "ping", () => {})).toThrow(/handled by the connection/);
    expect(() => registerWsHandler(t.app, "join_matchmaking", () => {})).toThrow(/already registered/);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("live stream across two nodes through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const url = process.env.TEST_REDIS_URL as string;
    const prefix = `antbrawl-test-live-${process.pid}-${Date.now()}:`;
    const database = await freshDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    a = await createTestApp("pglite", {}, { database, bus: await createRedisBus(url, prefix) });
    b = await createTestApp("pglite", {}, { database, bus: await createRedisBus(url, prefix) });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await a.app.deps.bus.close();
    await b.app.deps.bus.close();
    await a.database.close();
  });

  async function tabOn(t: TestApp, player: Player, lastSeq?: number) {
    const socket = await t.app.injectWS(`/api/ws/${player.user.id}`);
    const box = liveInbox(socket);
    box.send({ type: "authenticate", token: player.token, protocol_version: PROTOCOL_VERSION, last_seq: lastSeq });
    const hello = await box.next("authenticated");
    return { socket, box, hello };
  }

  it("numbers messages from both nodes in one order and lets a tab catch up on the other node", async () => {
    const player = await signUp(a.app);
    const witness = await tabOn(a, player);
    const leaving = await tabOn(b, player);
    await a.app.deps.hub.sendToUser(player.user.id, { type: "countdown_update", message: "from A" });
    await b.app.deps.hub.sendToUser(player.user.id, { type: "countdown_update", message: "from B" });
    await leaving.box.next("countdown_update");
    const lastSeen = (await leaving.box.next("countdown_update")).seq as number;
    leaving.socket.terminate();
    await leaving.box.closed;

    const ant = await createAntFor(b.app, player);
    await a.app.deps.hub.sendToUser(player.user.id, { type: "queue_joined", message: "missed on A" });
    await witness.box.next("ant_updated");
    await witness.box.next("queue_joined");
    const seen = witness.box.messages.slice(1);
    expect(seen.map((m) => m.seq)).toEqual(seen.map((_, i) => i + 1));
    expect(seen.map((m) => m.message ?? m.ant_id)).toEqual(["from A", "from B", ant.id, "missed on A"]);

    const back = await tabOn(b, player, lastSeen);
    expect(await back.box.next("resumed")).toEqual({ type: "resumed", replayed: 2, complete: true, last_seq: 4 });
    expect(back.box.messages.slice(1, 3)).toEqual(seen.slice(2));
    back.socket.terminate();
    witness.socket.terminate();
  });
});
