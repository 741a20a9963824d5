// Battle invitations refused: bad input, non-friends, invites off, unready ants, other players' invitations.
import { COLONY_ERRORS, ERRORS, INVITATION_ERRORS, SOCIAL_ERRORS } from "@antbrawl/protocol/errors";
import { READINESS_MESSAGES } from "@antbrawl/rules/battle/readiness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { makeAnt, readAnt, setAnt } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import {
  friendsWithAnts,
  invitationRows,
  invitationsOf,
  invite,
  respond,
  standInArena,
} from "../helpers/invitation-fixtures";
import { call, sendRequest } from "../helpers/social-fixtures";

describe.each(ROUTE_DIALECTS)("battle invitation refusals on %s", (dialect) => {
  let t: TestApp;
  const arena = standInArena();
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now, invitationBattles: arena.hooks });
  });
  afterAll(async () => t.close());

  const rowsOf = async (inviterId: string) => (await invitationRows(t)).filter((r) => r.inviter_id === inviterId);

  it("sending: bad terms and bad bodies are 400 with a detail, and store nothing", async () => {
    const { alice, bob, aliceAnt } = await friendsWithAnts(t);
    const to = bob.user.username;
    expect(await invite(t, alice, to, aliceAnt, { match_type: "ranked" })).toMatchObject({
      status: 400,
      body: { detail: INVITATION_ERRORS.notFriendly },
    });
    expect(await invite(t, alice, to, aliceAnt, { stake_amount: 0.1 })).toMatchObject({
      status: 400,
      body: { detail: INVITATION_ERRORS.stakeNotZero },
    });
    const bad: Record<string, unknown>[] = [
      { friend_username: to, ant_id: aliceAnt, match_type: "friendly" },
      { friend_username: to, ant_id: aliceAnt, match_type: "friendly", stake_amount: "0" },
      { friend_username: to, ant_id: aliceAnt, match_type: "friendly", stake_amount: 0, extra: 1 },
      { friend_username: "", ant_id: aliceAnt, match_type: "friendly", stake_amount: 0 },
      { friend_username: to, match_type: "friendly", stake_amount: 0 },
    ];
    for (const body of bad) {
      const res = await call(t, alice, "POST", "/battle-invitations", body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    expect(await invite(t, alice, "   ", aliceAnt)).toMatchObject({
      status: 404,
      body: { detail: SOCIAL_ERRORS.playerNotFound },
    });
    expect(await rowsOf(alice.user.id)).toEqual([]);
  });

  it("sending: only to a friend, never yourself, never a player who turned invites off", async () => {
    const { alice, bob, aliceAnt } = await friendsWithAnts(t);
    const stranger = await signUp(t.app);
    const asked = await signUp(t.app);
    await sendRequest(t, alice, asked.user.username);
    expect(await invite(t, alice, stranger.user.username, aliceAnt)).toMatchObject({
      status: 403,
      body: { detail: INVITATION_ERRORS.notFriend },
    });
    expect((await invite(t, alice, asked.user.username, aliceAnt)).body).toMatchObject({
      detail: INVITATION_ERRORS.notFriend,
    });
    expect(await invite(t, alice, alice.user.username, aliceAnt)).toMatchObject({
      status: 400,
      body: { detail: INVITATION_ERRORS.self },
    });
    expect(await invite(t, alice, "nobody_by_this_name", aliceAnt)).toMatchObject({
      status: 404,
      body: { detail: SOCIAL_ERRORS.playerNotFound },
    });
    await call(t, bob, "PUT", "/preferences", { privacy: { allow_friend_invites: false } });
    expect(await invite(t, alice, bob.user.username, aliceAnt)).toMatchObject({
      status: 403,
      body: { detail: INVITATION_ERRORS.invitesOff(bob.user.username) },
    });
    expect(await rowsOf(alice.user.id)).toEqual([]);
    expect(await invitationsOf(t, bob)).toEqual([]);
  });

  it("sending: with your own ant only, and a ready one (checked, not claimed)", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    const to = bob.user.username;
    expect(await invite(t, alice, to, bobAnt)).toMatchObject({
      status: 404,
      body: { detail: COLONY_ERRORS.antNotFound },
    });
    expect(await invite(t, alice, to, "no-such-ant")).toMatchObject({
      status: 404,
      body: { detail: COLONY_ERRORS.antNotFound },
    });
    await setAnt(t, aliceAnt, { current_health: 10 });
    expect(await invite(t, alice, to, aliceAnt)).toMatchObject({
      status: 409,
      body: { detail: READINESS_MESSAGES.serverHealth },
    });
    await setAnt(t, aliceAnt, { current_health: 100, is_in_battle: true });
    expect(await invite(t, alice, to, aliceAnt)).toMatchObject({
      status: 409,
      body: { detail: READINESS_MESSAGES.inBattle },
    });
    expect(await rowsOf(alice.user.id)).toEqual([]);
    await setAnt(t, aliceAnt, { is_in_battle: false });
    expect((await invite(t, alice, to, aliceAnt)).status).toBe(200);
    expect((await readAnt(t, aliceAnt)).is_in_battle).toBe(false);
  });

  it("another player's invitations: their list is 403, their invitation 404 to a stranger, 403 to the inviter", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    const [invitation] = await invitationsOf(t, bob);
    const id = invitation?.invitation_id as string;
    const stranger = await signUp(t.app);
    const strangerAnt = await makeAnt(t, stranger);
    expect(await respond(t, stranger, id, { ant_id: strangerAnt, accept: true })).toMatchObject({
      status: 404,
      body: { detail: INVITATION_ERRORS.invitationNotFound },
    });
    expect(await respond(t, alice, id, { accept: false })).toMatchObject({
      status: 403,
      body: { detail: INVITATION_ERRORS.notInvitee },
    });
    expect(await respond(t, bob, "no-such-invitation", { accept: false })).toMatchObject({
      status: 404,
      body: { detail: INVITATION_ERRORS.invitationNotFound },
    });
    const through = await t.app.inject({
      method: "POST",
      url: `/api/users/${bob.user.id}/battle-invitations/${id}/respond`,
      headers: stranger.auth,
      payload: { invitation_id: id, ant_id: bobAnt, accept: true },
    });
    expect(through.statusCode).toBe(403);
    expect(through.json()).toMatchObject({ detail: ERRORS.forbidden });
    expect((await invitationRows(t)).find((r) => r.id === id)?.status).toBe("pending");
  });

  it("answering: bad bodies are 400 and change nothing", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    const [invitation] = await invitationsOf(t, bob);
    const id = invitation?.invitation_id as string;
    expect(await respond(t, bob, id, { invitation_id: "another", accept: true })).toMatchObject({
      status: 400,
      body: { detail: INVITATION_ERRORS.idMismatch },
    });
    for (const body of [{}, { accept: "yes" }, { accept: true, ant_id: 5 }, { accept: true, color: "red" }]) {
      const res = await respond(t, bob, id, body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    const noId = await call(t, bob, "POST", `/battle-invitations/${id}/respond`, { accept: true, ant_id: bobAnt });
    expect(noId.status).toBe(400);
    expect((await invitationRows(t)).find((r) => r.id === id)?.status).toBe("pending");
    expect((await readAnt(t, bobAnt)).is_in_battle).toBe(false);
  });

  it("accepting with an unready or foreign ant is refused; nothing is claimed and the invitation stays", async () => {
    const { alice, bob, aliceAnt, bobAnt, bobSecond } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    const [invitation] = await invitationsOf(t, bob);
    const id = invitation?.invitation_id as string;
    const started = arena.started.length;
    expect(await respond(t, bob, id, { ant_id: aliceAnt, accept: true })).toMatchObject({
      status: 404,
      body: { detail: COLONY_ERRORS.antNotFound },
    });
    await setAnt(t, bobAnt, { energy: 10 });
    expect(await respond(t, bob, id, { ant_id: bobAnt, accept: true })).toMatchObject({
      status: 409,
      body: {
        detail: INVITATION_ERRORS.accepterAntNotReady((await readAnt(t, bobAnt)).name, READINESS_MESSAGES.serverEnergy),
      },
    });
    await setAnt(t, aliceAnt, { is_in_battle: true });
    const { name } = await readAnt(t, aliceAnt);
    expect(await respond(t, bob, id, { ant_id: bobSecond, accept: true })).toMatchObject({
      status: 409,
      body: { detail: INVITATION_ERRORS.inviterAntNotReady(name, READINESS_MESSAGES.inBattle) },
    });
    expect((await readAnt(t, bobAnt)).is_in_battle).toBe(false);
    expect((await readAnt(t, bobSecond)).is_in_battle).toBe(false);
    expect((await invitationRows(t)).find((r) => r.id === id)?.status).toBe("pending");
    expect(arena.started).toHaveLength(started);
    await setAnt(t, aliceAnt, { is_in_battle: false });
    expect((await respond(t, bob, id, { ant_id: bobSecond, accept: true })).status).toBe(200);
  });

  it("a friendship ended after the invitation hides it and refuses its acceptance", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    const [invitation] = await invitationsOf(t, bob);
    const id = invitation?.invitation_id as string;
    expect((await call(t, alice, "DELETE", `/friends/${bob.user.id}`)).status).toBe(200);
    expect(await invitationsOf(t, bob)).toEqual([]);
    expect(await respond(t, bob, id, { ant_id: bobAnt, accept: true })).toMatchObject({
      status: 403,
      body: { detail: INVITATION_ERRORS.notFriend },
    });
    expect((await readAnt(t, bobAnt)).is_in_battle).toBe(false);
    expect((await readAnt(t, aliceAnt)).is_in_battle).toBe(false);
  });
});
