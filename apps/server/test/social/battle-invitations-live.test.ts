// Battle invitation notices over real websockets: received by the invitee (unless muted), accepted to the inviter.
import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { makeAnt, type Player } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { friendsWithAnts, invitationsOf, invite, respond, standInArena } from "../helpers/invitation-fixtures";
import { liveInbox } from "../helpers/live-client";
import { call } from "../helpers/social-fixtures";

describe.each(ROUTE_DIALECTS)("battle invitation notices on %s", (dialect) => {
  let t: TestApp;
  const arena = standInArena();
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now, invitationBattles: arena.hooks });
  });
  afterAll(async () => t.close());

  async function tab(player: Player) {
    const socket = await t.app.injectWS(`/api/ws/${player.user.id}`);
    const box = liveInbox(socket);
    box.send({ type: "authenticate", token: player.token, protocol_version: PROTOCOL_VERSION });
    await box.next("authenticated");
    return { socket, box };
  }

  /** Everything the tab received up to a fresh ant_updated (the stream is ordered: earlier notices came first). */
  async function receivedUntilNow(player: Player, box: Awaited<ReturnType<typeof tab>>["box"]) {
    const marker = await makeAnt(t, player);
    while ((await box.next("ant_updated")).ant_id !== marker) {}
    return box.messages.map((m) => m.type);
  }

  it("the invitee hears of the invitation, the inviter of its acceptance, each only their own", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    const aliceTab = await tab(alice);
    const bobTab = await tab(bob);
    expect((await invite(t, alice, bob.user.username, aliceAnt)).status).toBe(200);
    expect(await bobTab.box.next("battle_invitation_received")).toEqual({
      type: "battle_invitation_received",
      seq: expect.any(Number),
      inviter_username: alice.user.username,
    });
    const [invitation] = await invitationsOf(t, bob);
    expect((await respond(t, bob, invitation?.invitation_id as string, { ant_id: bobAnt, accept: true })).status).toBe(
      200,
    );
    expect(await aliceTab.box.next("battle_invitation_accepted")).toEqual({
      type: "battle_invitation_accepted",
      seq: expect.any(Number),
      accepter_username: bob.user.username,
    });
    expect(await receivedUntilNow(alice, aliceTab.box)).not.toContain("battle_invitation_received");
    expect(await receivedUntilNow(bob, bobTab.box)).not.toContain("battle_invitation_accepted");
    for (const s of [aliceTab, bobTab]) s.socket.terminate();
  });

  it("with battle-invitation notifications off there is no notice, but the invitation is listed", async () => {
    const { alice, bob, aliceAnt } = await friendsWithAnts(t);
    await call(t, bob, "PUT", "/preferences", { notifications: { battle_invitations: false } });
    const bobTab = await tab(bob);
    expect((await invite(t, alice, bob.user.username, aliceAnt)).status).toBe(200);
    expect(await receivedUntilNow(bob, bobTab.box)).not.toContain("battle_invitation_received");
    expect((await invitationsOf(t, bob)).map((i) => i.inviter_username)).toEqual([alice.user.username]);
    bobTab.socket.terminate();
  });

  it("an offline friend may be invited and finds it on return; a decline tells the inviter nothing", async () => {
    const { alice, bob, aliceAnt } = await friendsWithAnts(t);
    const aliceTab = await tab(alice);
    expect((await invite(t, alice, bob.user.username, aliceAnt)).status).toBe(200);
    const bobTab = await tab(bob);
    const [invitation] = await invitationsOf(t, bob);
    expect(invitation?.inviter_username).toBe(alice.user.username);
    expect((await respond(t, bob, invitation?.invitation_id as string, { accept: false })).status).toBe(200);
    expect(await receivedUntilNow(alice, aliceTab.box)).not.toContain("battle_invitation_accepted");
    for (const s of [aliceTab, bobTab]) s.socket.terminate();
  });
});
