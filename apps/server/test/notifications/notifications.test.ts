// The notification centre through the API: events make one notice for the right player only, read marks stick, bad
// input and other players are refused, preferences are honoured, notices arrive live; PGlite and PostgreSQL.
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import type { Player } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { friendsWithAnts, invite, respond, standInArena } from "../helpers/invitation-fixtures";
import { liveInbox } from "../helpers/live-client";
import { call, sendRequest } from "../helpers/social-fixtures";

type Notice = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  invitation_id: string | null;
  read: boolean;
};

describe.each(ROUTE_DIALECTS)("notification centre on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();
  const arena = standInArena();
  beforeEach(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now, invitationBattles: arena.hooks });
  });
  afterEach(async () => t.close());

  async function centre(player: Player) {
    const { status, body } = await call(t, player, "GET", "/notifications");
    expect(status).toBe(200);
    return body as unknown as { notifications: Notice[]; unread_count: number };
  }
  const rows = () => t.database.db.selectFrom("notifications").selectAll().execute();

  it("a friend request makes one notice for the addressee only; read marks stick", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await sendRequest(t, alice, bob.user.username);
    const bobs = await centre(bob);
    expect(bobs).toEqual({
      notifications: [
        {
          id: expect.any(String),
          kind: "friend_request",
          title: "Friend request",
          body: `${alice.user.username} wants to be your friend`,
          link: "/battle",
          invitation_id: null,
          created_at: clock.now().toISOString(),
          read: false,
        },
      ],
      unread_count: 1,
    });
    expect(await centre(alice)).toEqual({ notifications: [], unread_count: 0 });

    const id = bobs.notifications[0]?.id ?? "";
    expect(await call(t, bob, "POST", "/notifications/read", { ids: [id] })).toEqual({
      status: 200,
      body: { unread_count: 0 },
    });
    expect((await centre(bob)).notifications[0]?.read).toBe(true);

    // Bob accepts: Alice hears of it; "all" marks it read.
    const [request] = (await call(t, bob, "GET", "/friends/requests")).body.friend_requests as {
      friendship_id: string;
    }[];
    await call(t, bob, "POST", `/friends/requests/${request?.friendship_id}/respond`, { accept: true });
    const alices = await centre(alice);
    // Alice's first friend also unlocks First Friend (issue 26): its notice comes with the acceptance's.
    expect(alices.notifications.map((n) => [n.kind, n.body])).toContainEqual([
      "friend_accepted",
      `${bob.user.username} accepted your friend request`,
    ]);
    expect(alices.notifications.map((n) => n.kind).sort()).toEqual(["achievement", "friend_accepted"]);
    expect(await call(t, alice, "POST", "/notifications/read", { all: true })).toEqual({
      status: 200,
      body: { unread_count: 0 },
    });
    expect((await centre(alice)).notifications.every((n) => n.read)).toBe(true);
  });

  it("bad bodies answer 400 { detail }, another player's ids 404, and nothing changes", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await sendRequest(t, alice, bob.user.username);
    await sendRequest(t, bob, (await signUp(t.app)).user.username);
    const before = await rows();
    const bobsId = (await centre(bob)).notifications[0]?.id ?? "";
    for (const body of [{}, { ids: [] }, { ids: [1] }, { all: false }, { ids: ["x"], all: true }, { ids: "x" }]) {
      const answer = await call(t, bob, "POST", "/notifications/read", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    const carol = await signUp(t.app);
    expect(await call(t, carol, "POST", "/notifications/read", { ids: [bobsId] })).toMatchObject({
      status: 404,
      body: { detail: "Notification not found" },
    });
    expect(await call(t, bob, "POST", "/notifications/read", { ids: [bobsId, "no-such-id"] })).toMatchObject({
      status: 404,
      body: { detail: "Notification not found" },
    });
    expect(await rows()).toEqual(before);
  });

  it("another player's notifications are refused", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await sendRequest(t, alice, bob.user.username);
    for (const [method, payload] of [
      ["GET", undefined],
      ["POST", { all: true }],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/users/${bob.user.id}/notifications${method === "POST" ? "/read" : ""}`,
        headers: alice.auth,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: expect.any(String) });
    }
    const unauth = await t.app.inject({ method: "GET", url: `/api/users/${bob.user.id}/notifications` });
    expect(unauth.statusCode).toBe(401);
    expect((await centre(bob)).unread_count).toBe(1);
  });

  it("with the preference off no notice is kept", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await call(t, bob, "PUT", "/preferences", { notifications: { friend_requests: false } });
    await sendRequest(t, alice, bob.user.username);
    expect(await centre(bob)).toEqual({ notifications: [], unread_count: 0 });
  });

  it("an invitation carries its id to answer inline; its acceptance tells the inviter", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    expect((await invite(t, alice, bob.user.username, aliceAnt)).status).toBe(200);
    const [notice] = (await centre(bob)).notifications.filter((n) => n.kind === "battle_invitation");
    expect(notice).toMatchObject({
      body: `${alice.user.username} challenges you to a friendly battle`,
      link: "/battle",
    });
    const answered = await respond(t, bob, notice?.invitation_id ?? "", { accept: true, ant_id: bobAnt });
    expect(answered.status).toBe(200);
    const alices = (await centre(alice)).notifications.filter((n) => n.kind === "invitation_accepted");
    expect(alices.map((n) => n.body)).toEqual([
      `${bob.user.username} accepted your battle invitation: the fight begins`,
    ]);
    expect((await centre(bob)).notifications.filter((n) => n.kind === "invitation_accepted")).toEqual([]);
  });

  it("a notice arrives live on the player's socket with the unread count, and a read in another tab too", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const socket = await t.app.injectWS(`/api/ws/${bob.user.id}`);
    const box = liveInbox(socket);
    box.send({ type: "authenticate", token: bob.token, protocol_version: PROTOCOL_VERSION });
    await box.next("authenticated");
    await sendRequest(t, alice, bob.user.username);
    const live = await box.next("notification");
    expect(live).toMatchObject({ unread_count: 1, notification: { kind: "friend_request", read: false } });
    await call(t, bob, "POST", "/notifications/read", { all: true });
    expect(await box.next("notifications_read")).toMatchObject({ unread_count: 0 });
    socket.terminate();
  });
});
