// Friends: requests, answers by the recipient only, removal, search, invites off, and the mutual-request race.
import { SOCIAL_ERRORS } from "@antbrawl/protocol/errors";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp, uniqueName } from "../helpers/app";
import { makeAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import { befriend, call, friendsOf, incoming, sendRequest } from "../helpers/social-fixtures";

describe.each(DIALECTS)("friends on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  const rows = () => t.database.db.selectFrom("friendships").selectAll().execute();

  it("a request shows as pending to both, the recipient accepts, both list each other", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const sent = await sendRequest(t, alice, bob.user.username.toUpperCase());
    expect(sent).toEqual({
      status: 200,
      body: { success: true, message: `Friend request sent to ${bob.user.username}` },
    });

    const requests = await incoming(t, bob);
    expect(requests).toEqual([
      { friendship_id: expect.any(String), requester_username: alice.user.username, created_at: expect.any(String) },
    ]);
    expect(await incoming(t, alice)).toEqual([]);
    expect(await friendsOf(t, alice)).toEqual([]);

    const fromAlice = await call(t, alice, "GET", `/search?q=${bob.user.username}`);
    expect(fromAlice.body.users).toEqual([
      { id: bob.user.id, username: bob.user.username, friendship_status: "pending", is_friend_requester: true },
    ]);
    const fromBob = await call(t, bob, "GET", `/search?q=${alice.user.username}`);
    expect(fromBob.body.users).toEqual([
      { id: alice.user.id, username: alice.user.username, friendship_status: "pending", is_friend_requester: false },
    ]);

    const id = requests[0]?.friendship_id;
    const answered = await call(t, bob, "POST", `/friends/requests/${id}/respond`, { accept: true });
    expect(answered).toEqual({ status: 200, body: { success: true, message: "Friend request accepted" } });
    expect(await incoming(t, bob)).toEqual([]);
    expect((await friendsOf(t, alice)).map((f) => f.username)).toEqual([bob.user.username]);
    expect((await friendsOf(t, bob)).map((f) => f.username)).toEqual([alice.user.username]);
    const search = await call(t, alice, "GET", `/search?q=${bob.user.username}`);
    expect((search.body.users as { friendship_status: string }[])[0]?.friendship_status).toBe("accepted");
  });

  it("a friend's wins and losses are totals over their ants and the rank is their best ant's tier", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await befriend(t, alice, bob);
    expect(await friendsOf(t, alice)).toEqual([
      { id: bob.user.id, username: bob.user.username, is_online: false, wins: 0, losses: 0, rank: "Novice" },
    ]);
    await makeAnt(t, bob, { wins: 3, losses: 1, elo_rating: 1250 });
    await makeAnt(t, bob, { wins: 2, losses: 4, elo_rating: 1650 });
    expect(await friendsOf(t, alice)).toEqual([
      { id: bob.user.id, username: bob.user.username, is_online: false, wins: 5, losses: 5, rank: "Expert" },
    ]);
  });

  it("declining deletes the request, and the requester may ask again", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await sendRequest(t, alice, bob.user.username);
    const [request] = await incoming(t, bob);
    const declined = await call(t, bob, "POST", `/friends/requests/${request?.friendship_id}/respond`, {
      accept: false,
    });
    expect(declined).toEqual({ status: 200, body: { success: true, message: "Friend request declined" } });
    expect(await rows()).toEqual([]);
    expect((await sendRequest(t, alice, bob.user.username)).status).toBe(200);
  });

  it("only the recipient answers: the sender gets 403, a stranger and an unknown id 404, twice 409", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const carol = await signUp(t.app);
    await sendRequest(t, alice, bob.user.username);
    const [request] = await incoming(t, bob);
    const path = `/friends/requests/${request?.friendship_id}/respond`;
    expect(await call(t, alice, "POST", path, { accept: true })).toMatchObject({
      status: 403,
      body: { detail: SOCIAL_ERRORS.notRecipient },
    });
    expect(await call(t, carol, "POST", path, { accept: true })).toMatchObject({
      status: 404,
      body: { detail: SOCIAL_ERRORS.requestNotFound },
    });
    expect((await call(t, bob, "POST", "/friends/requests/nope/respond", { accept: true })).status).toBe(404);
    expect((await rows())[0]?.status).toBe("pending");
    expect((await call(t, bob, "POST", path, { accept: true })).status).toBe(200);
    expect(await call(t, bob, "POST", path, { accept: false })).toMatchObject({
      status: 409,
      body: { detail: SOCIAL_ERRORS.requestAnswered },
    });
    expect((await rows())[0]?.status).toBe("accepted");
  });

  it("refuses requests to yourself, unknown players, duplicates and friends, changing nothing", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    expect(await sendRequest(t, alice, alice.user.username)).toMatchObject({
      status: 400,
      body: { detail: SOCIAL_ERRORS.selfRequest },
    });
    expect(await sendRequest(t, alice, "nobody_by_that_name")).toMatchObject({
      status: 404,
      body: { detail: SOCIAL_ERRORS.playerNotFound },
    });
    expect(await rows()).toEqual([]);
    await sendRequest(t, alice, bob.user.username);
    expect(await sendRequest(t, alice, bob.user.username)).toMatchObject({
      status: 409,
      body: { detail: SOCIAL_ERRORS.requestAlreadySent },
    });
    const [request] = await incoming(t, bob);
    await call(t, bob, "POST", `/friends/requests/${request?.friendship_id}/respond`, { accept: true });
    expect(await sendRequest(t, bob, alice.user.username)).toMatchObject({
      status: 409,
      body: { detail: SOCIAL_ERRORS.alreadyFriends },
    });
    expect((await rows()).length).toBe(1);
  });

  it("answers bad bodies with 400 { detail } and changes nothing", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    for (const payload of [{}, { username: 5 }, { username: "" }, { username: bob.user.username, extra: 1 }]) {
      const res = await call(t, alice, "POST", "/friends/request", payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    await sendRequest(t, alice, bob.user.username);
    const [request] = await incoming(t, bob);
    for (const payload of [{}, { accept: "yes" }, { accept: true, more: 1 }]) {
      const res = await call(t, bob, "POST", `/friends/requests/${request?.friendship_id}/respond`, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await rows()).map((r) => r.status)).toEqual(["pending"]);
  });

  it("another player's token gets 403 on every social route, and no token 401", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const routes: [string, string, unknown?][] = [
      ["GET", "/friends"],
      ["GET", "/friends/requests"],
      ["GET", "/search?q=a"],
      ["POST", "/friends/request", { username: bob.user.username }],
      ["POST", "/friends/requests/x/respond", { accept: true }],
      ["DELETE", `/friends/${bob.user.id}`],
      ["GET", "/preferences"],
      ["PUT", "/preferences", { privacy: { allow_friend_invites: false } }],
    ];
    for (const [method, path, payload] of routes) {
      const url = `/api/users/${alice.user.id}${path}`;
      const asBob = await t.app.inject({ method: method as "GET", url, headers: bob.auth, payload: payload as object });
      expect(asBob.statusCode, `${method} ${path}`).toBe(403);
      expect(asBob.json()).toHaveProperty("detail");
      const anonymous = await t.app.inject({ method: method as "GET", url, payload: payload as object });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await rows()).toEqual([]);
  });

  it("either friend removes the friendship; removing a stranger is 404", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await befriend(t, alice, bob);
    expect(await call(t, bob, "DELETE", `/friends/${alice.user.id}`)).toEqual({
      status: 200,
      body: { success: true, message: "Friend removed" },
    });
    expect(await friendsOf(t, alice)).toEqual([]);
    expect(await call(t, bob, "DELETE", `/friends/${alice.user.id}`)).toMatchObject({
      status: 404,
      body: { detail: SOCIAL_ERRORS.friendNotFound },
    });
  });

  it("a pending request cannot be removed as a friend", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await sendRequest(t, alice, bob.user.username);
    expect((await call(t, alice, "DELETE", `/friends/${bob.user.id}`)).status).toBe(404);
    expect((await rows()).length).toBe(1);
  });

  it("refuses requests to a player who turned friend invites off, but their own request still counts", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await call(t, bob, "PUT", "/preferences", { privacy: { allow_friend_invites: false } });
    expect(await sendRequest(t, alice, bob.user.username)).toMatchObject({
      status: 403,
      body: { detail: SOCIAL_ERRORS.invitesOff },
    });
    expect(await rows()).toEqual([]);
    await sendRequest(t, bob, alice.user.username);
    const mutual = await sendRequest(t, alice, bob.user.username);
    expect(mutual.body.message).toBe(`You and ${bob.user.username} are now friends`);
    expect((await friendsOf(t, bob)).map((f) => f.id)).toEqual([alice.user.id]);
  });

  it("two players requesting each other at the same moment end with exactly one accepted friendship", async () => {
    for (let round = 0; round < 12; round++) {
      const alice = await signUp(t.app);
      const bob = await signUp(t.app);
      const answers = await Promise.all([
        sendRequest(t, alice, bob.user.username),
        sendRequest(t, bob, alice.user.username),
      ]);
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 200]);
      const pair = await t.database.db
        .selectFrom("friendships")
        .selectAll()
        .where("requester_id", "in", [alice.user.id, bob.user.id])
        .execute();
      expect(
        pair.map((r) => r.status),
        `round ${round}`,
      ).toEqual(["accepted"]);
      expect((await friendsOf(t, alice)).map((f) => f.id)).toEqual([bob.user.id]);
      expect(await incoming(t, alice)).toEqual([]);
      expect(await incoming(t, bob)).toEqual([]);
    }
  });

  it("search: case-insensitive prefix through username_key, paged, the caller left out", async () => {
    const stem = uniqueName("zq").slice(0, 12);
    const me = await signUp(t.app, `${stem}_me`);
    const names = [`${stem}_Amy`, `${stem}_bob`, `${stem}_CAT`, `${stem}_dan`, `${stem}_eve`];
    for (const name of names) await signUp(t.app, name);
    await signUp(t.app, `other_${stem}`);
    const page = async (query: string) =>
      ((await call(t, me, "GET", `/search?${query}`)).body.users as { username: string }[]).map((u) => u.username);
    expect(await page(`q=${stem.toUpperCase()}`)).toEqual(names);
    expect(await page(`q=${stem}&limit=2`)).toEqual(names.slice(0, 2));
    expect(await page(`q=${stem}&limit=2&offset=2`)).toEqual(names.slice(2, 4));
    expect(await page(`q=${stem}&limit=2&offset=4`)).toEqual(names.slice(4));
    expect(await page(`q=${stem}_c`)).toEqual([`${stem}_CAT`]);
    expect(await page("q=%25")).toEqual([]);
    expect(await page("q=_")).toEqual([]);
  });

  it("search refuses a blank query and bad paging with 400 { detail }", async () => {
    const me = await signUp(t.app);
    for (const query of ["q=", "q=%20%20", "", "q=a&limit=0", "q=a&limit=51", "q=a&offset=-1", "q=a&limit=x"]) {
      const res = await call(t, me, "GET", `/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.detail, query).toEqual(expect.any(String));
    }
    expect((await call(t, me, "GET", "/search?q=%20%20")).body.detail).toBe(SOCIAL_ERRORS.blankSearch);
  });
});
