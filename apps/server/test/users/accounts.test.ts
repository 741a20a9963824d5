// Username change (race-safe, case-insensitive), sign-in methods and sessions: list, end one, its sockets closed.
import { WS_CLOSE } from "@antbrawl/protocol/ws";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp, uniqueName } from "../helpers/app";
import { DIALECTS } from "../helpers/databases";
import { liveInbox } from "../helpers/live-client";

type Player = Awaited<ReturnType<typeof signUp>>;

function rename(app: FastifyInstance, player: Player, new_username: unknown, auth = player.auth) {
  return app.inject({
    method: "PUT",
    url: `/api/users/${player.user.id}/username`,
    headers: auth,
    payload: { new_username },
  });
}

async function usernameOf(app: FastifyInstance, player: Player): Promise<string> {
  const res = await app.inject({ method: "GET", url: `/api/users/${player.user.id}`, headers: player.auth });
  return res.json().username;
}

describe.each(DIALECTS)("accounts on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  it("changes the username, trimmed, and keeps it unique regardless of case", async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const wanted = uniqueName("Queen");
    const res = await rename(t.app, ada, `  ${wanted}  `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Username updated successfully" });
    expect(await usernameOf(t.app, ada)).toBe(wanted);
    const taken = await rename(t.app, bob, wanted.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: "Username already taken" });
    expect(await usernameOf(t.app, bob)).toBe(bob.user.username);
    expect((await rename(t.app, ada, wanted.toLowerCase())).statusCode).toBe(200);
    expect(await usernameOf(t.app, ada)).toBe(wanted.toLowerCase());
  });

  it("answers the spec's texts for bad names and refuses other players and bad bodies, changing nothing", async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const cases: [unknown, number, string | null][] = [
      ["   ", 400, "Username cannot be empty"],
      ["ab", 400, "Username must be at least 3 characters long"],
      ["x".repeat(31), 400, "Username must be at most 30 characters long"],
      [42, 400, null],
    ];
    for (const [name, status, detail] of cases) {
      const res = await rename(t.app, ada, name);
      expect(res.statusCode).toBe(status);
      if (detail) expect(res.json().detail).toBe(detail);
      else expect(res.json().detail).toBeTruthy();
    }
    const extra = await t.app.inject({
      method: "PUT",
      url: `/api/users/${ada.user.id}/username`,
      headers: ada.auth,
      payload: { new_username: "validname", admin: true },
    });
    expect(extra.statusCode).toBe(400);
    const foreign = await rename(t.app, ada, "stolen name", bob.auth);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toBe("You can only access your own account");
    const none = await rename(t.app, ada, "stolen name", {} as Player["auth"]);
    expect(none.statusCode).toBe(401);
    expect(await usernameOf(t.app, ada)).toBe(ada.user.username);
  });

  it("lets exactly one of 10 players racing for one name win", async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => signUp(t.app)));
    const wanted = uniqueName("Race");
    const answers = await Promise.all(players.map((p, i) => rename(t.app, p, i % 2 ? wanted : wanted.toUpperCase())));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const holders = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("username_key", "=", wanted.toLowerCase())
      .execute();
    expect(holders).toHaveLength(1);
  });

  it("tells which sign-in methods a player has", async () => {
    const ada = await signUp(t.app);
    const url = `/api/users/${ada.user.id}/sign-in-methods`;
    const before = await t.app.inject({ method: "GET", url, headers: ada.auth });
    expect(before.json()).toEqual({ password: false, google: { linked: false, email: null }, google_available: false });
    await t.app.inject({
      method: "PUT",
      url: `/api/users/${ada.user.id}/password`,
      headers: ada.auth,
      payload: { new_password: "long enough" },
    });
    const after = await t.app.inject({ method: "GET", url, headers: ada.auth });
    expect(after.json().password).toBe(true);
    const bob = await signUp(t.app);
    expect((await t.app.inject({ method: "GET", url, headers: bob.auth })).statusCode).toBe(403);
  });

  it("lists sessions with the current one marked and ends another, closing its socket at once", async () => {
    const ada = await signUp(t.app);
    await t.app.inject({
      method: "PUT",
      url: `/api/users/${ada.user.id}/password`,
      headers: ada.auth,
      payload: { new_password: "long enough" },
    });
    const phone = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "user-agent": "Phone browser 1.0" },
      payload: { username: ada.user.username, password: "long enough" },
    });
    const phoneToken = phone.json().token as string;
    const phoneAuth = { authorization: `Bearer ${phoneToken}` };
    const url = `/api/users/${ada.user.id}/sessions`;
    expect(
      (await t.app.inject({ method: "GET", url: `/api/users/${ada.user.id}`, headers: phoneAuth })).statusCode,
    ).toBe(200);

    const list = await t.app.inject({ method: "GET", url, headers: ada.auth });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as { id: string; current: boolean; user_agent: string | null }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current);
    expect(other?.user_agent).toBe("Phone browser 1.0");
    expect(JSON.stringify(sessions)).not.toContain(phoneToken);

    const socket = await t.app.injectWS(`/api/ws/${ada.user.id}`);
    const box = liveInbox(socket);
    box.send({ type: "authenticate", token: phoneToken });
    await box.next("authenticated");

    const bob = await signUp(t.app);
    const foreign = await t.app.inject({ method: "DELETE", url: `${url}/${other?.id}`, headers: bob.auth });
    expect(foreign.statusCode).toBe(403);
    const bobsOwnPath = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${bob.user.id}/sessions/${other?.id}`,
      headers: bob.auth,
    });
    expect(bobsOwnPath.statusCode).toBe(404);
    expect(bobsOwnPath.json().detail).toBe("Session not found");

    const ended = await t.app.inject({ method: "DELETE", url: `${url}/${other?.id}`, headers: ada.auth });
    expect(ended.statusCode).toBe(200);
    expect((await box.closed).code).toBe(WS_CLOSE.unauthorized);
    const gone = await t.app.inject({ method: "GET", url: `/api/users/${ada.user.id}`, headers: phoneAuth });
    expect(gone.statusCode).toBe(401);
    const again = await t.app.inject({ method: "DELETE", url: `${url}/${other?.id}`, headers: ada.auth });
    expect(again.statusCode).toBe(404);
    const left = await t.app.inject({ method: "GET", url, headers: ada.auth });
    expect(left.json().sessions).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url, headers: bob.auth })).statusCode).toBe(403);
  });
});
