// Preferences: saved on the server with the spec's defaults, changed field by field, and honoured.
import { SOCIAL_ERRORS } from "@antbrawl/protocol/errors";
import { DEFAULT_PREFERENCES } from "@antbrawl/protocol/social";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../helpers/app";
import { type Player, selfBattle } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import { liveInbox } from "../helpers/live-client";
import { call, sendRequest } from "../helpers/social-fixtures";

describe.each(DIALECTS)("preferences on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  it("start with the spec's defaults and keep what a PUT leaves out", async () => {
    const alice = await signUp(t.app);
    expect(await call(t, alice, "GET", "/preferences")).toEqual({ status: 200, body: DEFAULT_PREFERENCES });
    expect(DEFAULT_PREFERENCES).toEqual({
      notifications: {
        battle_invitations: true,
        friend_requests: true,
        training_completion: true,
        lab_completion: true,
        needs_critical: true,
        battle_results: true,
        achievements: true,
      },
      privacy: {
        show_online_status: true,
        allow_friend_invites: true,
        public_battle_history: false,
        show_in_live_now: true,
      },
    });
    const first = await call(t, alice, "PUT", "/preferences", { notifications: { training_completion: false } });
    const second = await call(t, alice, "PUT", "/preferences", { privacy: { public_battle_history: true } });
    const expected = {
      notifications: { ...DEFAULT_PREFERENCES.notifications, training_completion: false },
      privacy: { ...DEFAULT_PREFERENCES.privacy, public_battle_history: true },
    };
    expect(first.body.notifications).toEqual(expected.notifications);
    expect(second).toEqual({ status: 200, body: expected });
    expect((await call(t, alice, "GET", "/preferences")).body).toEqual(expected);
  });

  it("two saves at once both count", async () => {
    const alice = await signUp(t.app);
    await Promise.all([
      call(t, alice, "PUT", "/preferences", { notifications: { battle_invitations: false } }),
      call(t, alice, "PUT", "/preferences", { privacy: { allow_friend_invites: false } }),
    ]);
    const { body } = await call(t, alice, "GET", "/preferences");
    expect(body).toMatchObject({
      notifications: { battle_invitations: false },
      privacy: { allow_friend_invites: false },
    });
  });

  it("bad bodies answer 400 { detail } and change nothing", async () => {
    const alice = await signUp(t.app);
    for (const payload of [
      { privacy: { show_online_status: "no" } },
      { privacy: { unknown_flag: true } },
      { notifications: { friend_requests: 1 } },
      { colour: "red" },
      [],
    ]) {
      const res = await call(t, alice, "PUT", "/preferences", payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    expect((await call(t, alice, "GET", "/preferences")).body).toEqual(DEFAULT_PREFERENCES);
  });

  it("friend-request notifications off: no live notice for a new request; on again: the next one arrives", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const carol = await signUp(t.app);
    await call(t, bob, "PUT", "/preferences", { notifications: { friend_requests: false } });
    const socket = await t.app.injectWS(`/api/ws/${bob.user.id}`);
    const box = liveInbox(socket, 20_000);
    box.send({ type: "authenticate", token: bob.token });
    await box.next("authenticated");

    expect((await sendRequest(t, alice, bob.user.username)).status).toBe(200);
    await call(t, bob, "PUT", "/preferences", { notifications: { friend_requests: true } });
    expect((await sendRequest(t, carol, bob.user.username)).status).toBe(200);
    const notice = await box.next("friend_request_received");
    expect(notice).toMatchObject({ requester_id: carol.user.id, requester_username: carol.user.username });
    expect(box.messages.filter((m) => m.type === "friend_request_received")).toHaveLength(1);
    socket.terminate();
  });

  it("an accepted request reaches the requester live", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const socket = await t.app.injectWS(`/api/ws/${alice.user.id}`);
    const box = liveInbox(socket, 20_000);
    box.send({ type: "authenticate", token: alice.token });
    await box.next("authenticated");
    await sendRequest(t, alice, bob.user.username);
    const { body } = await call(t, bob, "GET", "/friends/requests");
    const [request] = body.friend_requests as { friendship_id: string }[];
    await call(t, bob, "POST", `/friends/requests/${request?.friendship_id}/respond`, { accept: true });
    expect(await box.next("friend_request_accepted")).toMatchObject({
      friend_id: bob.user.id,
      friend_username: bob.user.username,
    });
    socket.terminate();
  });

  describe("public battle history", () => {
    const history = (viewer: Player | null, owner: Player, query = "") =>
      t.app.inject({
        method: "GET",
        url: `/api/players/${owner.user.id}/battles${query}`,
        headers: viewer?.auth ?? {},
      });

    it("is readable by others only while it is on; the owner always reads it", async () => {
      const alice = await signUp(t.app);
      const bob = await signUp(t.app);
      const ants = await Promise.all(
        [1, 2].map(async (n) => {
          const res = await t.app.inject({
            method: "POST",
            url: `/api/users/${alice.user.id}/ants`,
            headers: alice.auth,
            payload: { name: `Public ${n}`, appearance: { color: "#8B4513" } },
          });
          return (res.json() as { id: string }).id;
        }),
      );
      expect((await selfBattle(t, alice, { ant1_id: ants[0], ant2_id: ants[1] })).res.statusCode).toBe(201);

      const own = await history(alice, alice);
      expect(own.statusCode).toBe(200);
      expect((own.json() as { battles: unknown[] }).battles).toHaveLength(1);
      const refused = await history(bob, alice);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ detail: SOCIAL_ERRORS.battleHistoryPrivate });

      await call(t, alice, "PUT", "/preferences", { privacy: { public_battle_history: true } });
      const open = await history(bob, alice, "?limit=5");
      expect(open.statusCode).toBe(200);
      expect(open.json()).toEqual(own.json());

      expect((await history(null, alice)).statusCode).toBe(401);
      expect((await history(bob, alice, "?limit=0")).statusCode).toBe(400);
      const unknown = await t.app.inject({ method: "GET", url: "/api/players/nobody/battles", headers: bob.auth });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
