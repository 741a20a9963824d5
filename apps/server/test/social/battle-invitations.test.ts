// Friendly challenges over HTTP: send to friends only, list, decline, accept (one transaction), expiry, races.
import { INVITATION_ERRORS } from "@antbrawl/protocol/errors";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, signUp, type TestApp } from "../helpers/app";
import { makeAnt, readAnt, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import {
  friendsWithAnts,
  invitationRows,
  invitationsOf,
  invite,
  respond,
  standInArena,
} from "../helpers/invitation-fixtures";
import { befriend } from "../helpers/social-fixtures";

describe.each(DIALECTS)("battle invitations on %s", (dialect) => {
  let t: TestApp;
  let arena: ReturnType<typeof standInArena>;
  let clock: ReturnType<typeof manualClock>;
  beforeEach(async () => {
    arena = standInArena();
    clock = manualClock();
    t = await createTestApp(dialect, {}, { now: clock.now, invitationBattles: arena.hooks });
  });
  afterEach(async () => t.close());

  it("a sent invitation is listed for the invitee only, with the spec's fields", async () => {
    const { alice, bob, aliceAnt } = await friendsWithAnts(t);
    const sent = await invite(t, alice, bob.user.username.toUpperCase(), aliceAnt);
    expect(sent).toEqual({
      status: 200,
      body: { success: true, message: `Battle invitation sent to ${bob.user.username}` },
    });
    const { name } = await readAnt(t, aliceAnt);
    expect(await invitationsOf(t, bob)).toEqual([
      {
        invitation_id: expect.any(String),
        inviter_username: alice.user.username,
        inviter_ant_name: name,
        match_type: "friendly",
        expires_at: new Date(clock.now().getTime() + 300_000).toISOString(),
      },
    ]);
    expect(await invitationsOf(t, alice)).toEqual([]);
    expect((await readAnt(t, aliceAnt)).is_in_battle).toBe(false);
    const stranger = await signUp(t.app);
    expect(await invitationsOf(t, stranger)).toEqual([]);
    const peek = await t.app.inject({
      method: "GET",
      url: `/api/users/${bob.user.id}/battle-invitations`,
      headers: stranger.auth,
    });
    expect(peek.statusCode).toBe(403);
  });

  it("accepting claims both ants, accepts the invitation and starts the battle in one go", async () => {
    const { alice, bob, aliceAnt, bobSecond } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    const [invitation] = await invitationsOf(t, bob);
    const id = invitation?.invitation_id as string;
    const answer = await respond(t, bob, id, { ant_id: bobSecond, accept: true });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: "Battle invitation accepted", battle_id: "stand-in-battle-1" },
    });
    expect(arena.started).toEqual([
      {
        input: {
          battleType: "friendly",
          stakeMilli: 0,
          sides: [
            { userId: alice.user.id, antId: aliceAnt },
            { userId: bob.user.id, antId: bobSecond },
          ],
          now: clock.now(),
        },
        claimed: [true, true],
      },
    ]);
    expect(arena.afterStarted).toEqual(["stand-in-battle-1"]);
    expect((await readAnt(t, aliceAnt)).is_in_battle).toBe(true);
    expect((await readAnt(t, bobSecond)).is_in_battle).toBe(true);
    const [row] = await invitationRows(t);
    expect(row).toMatchObject({ status: "accepted", invitee_ant_id: bobSecond, battle_id: "stand-in-battle-1" });
    expect(await invitationsOf(t, bob)).toEqual([]);
    expect((await respond(t, bob, id, { ant_id: bobSecond, accept: true })).body).toMatchObject({
      detail: INVITATION_ERRORS.answered,
    });
    expect((await respond(t, bob, id, { accept: false })).status).toBe(409);
    expect(arena.started).toHaveLength(1);
  });

  it("accepting needs a chosen ant; an unready one is refused with its name and reason and changes nothing", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    const [invitation] = await invitationsOf(t, bob);
    const id = invitation?.invitation_id as string;
    for (const body of [{ accept: true }, { ant_id: null, accept: true }]) {
      expect(await respond(t, bob, id, body)).toMatchObject({ status: 400, body: { detail: INVITATION_ERRORS.noAnt } });
    }
    await setAnt(t, bobAnt, { current_health: 20 });
    const before = { bob: await readAnt(t, bobAnt), alice: await readAnt(t, aliceAnt) };
    const refused = await respond(t, bob, id, { ant_id: bobAnt, accept: true });
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: INVITATION_ERRORS.accepterAntNotReady(before.bob.name, "Health too low (need 50%+)") },
    });
    expect(await readAnt(t, bobAnt)).toEqual(before.bob);
    expect(await readAnt(t, aliceAnt)).toEqual(before.alice);
    expect((await invitationRows(t))[0]).toMatchObject({ status: "pending", invitee_ant_id: null, battle_id: null });
    expect(arena.started).toEqual([]);
    await setAnt(t, bobAnt, { current_health: 100 });
    expect((await respond(t, bob, id, { ant_id: bobAnt, accept: true })).status).toBe(200);
    expect(arena.started[0]?.input.sides[1]).toEqual({ userId: bob.user.id, antId: bobAnt });
  });

  it("declining closes the invitation and nothing else; a second answer is 409", async () => {
    const { alice, bob, aliceAnt } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    const [invitation] = await invitationsOf(t, bob);
    const id = invitation?.invitation_id as string;
    expect(await respond(t, bob, id, { accept: false })).toEqual({
      status: 200,
      body: { success: true, message: "Battle invitation declined" },
    });
    expect((await invitationRows(t))[0]?.status).toBe("declined");
    expect(await invitationsOf(t, bob)).toEqual([]);
    expect(await respond(t, bob, id, { accept: true })).toMatchObject({
      status: 409,
      body: { detail: INVITATION_ERRORS.answered },
    });
    expect(arena.started).toEqual([]);
    expect((await readAnt(t, aliceAnt)).is_in_battle).toBe(false);
    expect((await invite(t, alice, bob.user.username, aliceAnt)).status).toBe(200);
  });

  it("newest first, from each friend once at a time", async () => {
    const { alice, bob, aliceAnt } = await friendsWithAnts(t);
    const carol = await signUp(t.app);
    await befriend(t, carol, bob);
    const carolAnt = await makeAnt(t, carol);
    await invite(t, alice, bob.user.username, aliceAnt);
    clock.advanceMs(1000);
    await invite(t, carol, bob.user.username, carolAnt);
    expect((await invitationsOf(t, bob)).map((i) => i.inviter_username)).toEqual([
      carol.user.username,
      alice.user.username,
    ]);
    expect(await invite(t, alice, bob.user.username, aliceAnt)).toMatchObject({
      status: 409,
      body: { detail: INVITATION_ERRORS.alreadyPending(bob.user.username) },
    });
  });

  it("an expired invitation is not listed, cannot be accepted, and makes room for a new one", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    const [invitation] = await invitationsOf(t, bob);
    const id = invitation?.invitation_id as string;
    clock.advanceMs(299_999);
    expect(await invitationsOf(t, bob)).toHaveLength(1);
    clock.advanceMs(1);
    expect(await invitationsOf(t, bob)).toEqual([]);
    expect(await respond(t, bob, id, { ant_id: bobAnt, accept: true })).toMatchObject({
      status: 409,
      body: { detail: INVITATION_ERRORS.expired },
    });
    expect((await readAnt(t, bobAnt)).is_in_battle).toBe(false);
    expect(arena.started).toEqual([]);

    expect((await invite(t, alice, bob.user.username, aliceAnt)).status).toBe(200);
    expect((await invitationRows(t)).map((r) => r.status)).toEqual(["expired", "pending"]);
    expect(await respond(t, bob, id, { accept: false })).toMatchObject({
      status: 409,
      body: { detail: INVITATION_ERRORS.expired },
    });
  });

  it("parallel acceptances of one invitation: exactly one wins, one battle starts", async () => {
    const { alice, bob, aliceAnt, bobAnt, bobSecond } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    const [invitation] = await invitationsOf(t, bob);
    const id = invitation?.invitation_id as string;
    const answers = await Promise.all(
      [bobAnt, bobSecond, bobAnt, bobSecond, bobAnt].map((ant) => respond(t, bob, id, { ant_id: ant, accept: true })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(arena.started).toHaveLength(1);
    const winner = arena.started[0]?.input.sides[1]?.antId;
    const loser = winner === bobAnt ? bobSecond : bobAnt;
    expect((await readAnt(t, winner as string)).is_in_battle).toBe(true);
    expect((await readAnt(t, loser)).is_in_battle).toBe(false);
    expect((await invitationRows(t)).map((r) => r.status)).toEqual(["accepted"]);
  });

  it("crossing acceptances that need the same two ants: one battle, the other 409, no deadlock", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    await invite(t, bob, alice.user.username, bobAnt);
    const [toBob] = await invitationsOf(t, bob);
    const [toAlice] = await invitationsOf(t, alice);
    const answers = await Promise.all([
      respond(t, bob, toBob?.invitation_id as string, { ant_id: bobAnt, accept: true }),
      respond(t, alice, toAlice?.invitation_id as string, { ant_id: aliceAnt, accept: true }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(arena.started).toHaveLength(1);
    expect((await invitationRows(t)).map((r) => r.status).sort()).toEqual(["accepted", "pending"]);
  });

  it("parallel sends to one friend store exactly one invitation", async () => {
    const { alice, bob, aliceAnt } = await friendsWithAnts(t);
    const sends = await Promise.all([1, 2, 3, 4].map(() => invite(t, alice, bob.user.username, aliceAnt)));
    expect(sends.map((s) => s.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await invitationRows(t)).toHaveLength(1);
  });

  it("a failing battle start rolls the whole acceptance back; the invitation stays pending", async () => {
    const { alice, bob, aliceAnt, bobAnt } = await friendsWithAnts(t);
    await invite(t, alice, bob.user.username, aliceAnt);
    const [invitation] = await invitationsOf(t, bob);
    const id = invitation?.invitation_id as string;
    arena.control.fail = true;
    expect((await respond(t, bob, id, { ant_id: bobAnt, accept: true })).status).toBe(500);
    expect((await readAnt(t, aliceAnt)).is_in_battle).toBe(false);
    expect((await readAnt(t, bobAnt)).is_in_battle).toBe(false);
    expect((await invitationRows(t))[0]).toMatchObject({ status: "pending", battle_id: null, invitee_ant_id: null });
    expect(arena.afterStarted).toEqual([]);
    arena.control.fail = false;
    expect((await respond(t, bob, id, { ant_id: bobAnt, accept: true })).status).toBe(200);
  });
});
