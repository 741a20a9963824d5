// Battle invitation test fixtures: a stand-in live arena, two friends with ready ants, and the invitation calls.
import type { FriendlyBattleInput, InvitationBattleHooks } from "../../src/social/invitations/hooks";
import { signUp, type TestApp } from "./app";
import { makeAnt, type Player } from "./battle-fixtures";
import { befriend, call } from "./social-fixtures";

/**
 * A stand-in for the live arena until the merge wires `createLiveBattle` (apps/server/src/arena/live/create.ts):
 * it records each input, what the transaction saw of both ants, and answers a made-up battle id.
 */
export function standInArena() {
  const started: { input: FriendlyBattleInput; claimed: boolean[] }[] = [];
  const afterStarted: string[] = [];
  const control = { fail: false };
  const hooks: InvitationBattleHooks = {
    startBattle: async (trx, input) => {
      if (control.fail) throw new Error("live arena down");
      const ants = await trx
        .selectFrom("ants")
        .select(["id", "is_in_battle"])
        .where(
          "id",
          "in",
          input.sides.map((s) => s.antId),
        )
        .execute();
      const claimed = input.sides.map((s) => ants.find((a) => a.id === s.antId)?.is_in_battle ?? false);
      started.push({ input, claimed });
      return `stand-in-battle-${started.length}`;
    },
    afterStart: (battleId) => {
      afterStarted.push(battleId);
    },
  };
  return { hooks, started, afterStarted, control };
}

/** Two friends, each with one ready ant (and Bob with a second). */
export async function friendsWithAnts(t: TestApp) {
  const alice = await signUp(t.app);
  const bob = await signUp(t.app);
  await befriend(t, alice, bob);
  const aliceAnt = await makeAnt(t, alice);
  const bobAnt = await makeAnt(t, bob);
  const bobSecond = await makeAnt(t, bob);
  return { alice, bob, aliceAnt, bobAnt, bobSecond };
}

export const invite = (t: TestApp, from: Player, to: string, antId: string, extra: Record<string, unknown> = {}) =>
  call(t, from, "POST", "/battle-invitations", {
    friend_username: to,
    ant_id: antId,
    match_type: "friendly",
    stake_amount: 0,
    ...extra,
  });

export type ListedInvitation = {
  invitation_id: string;
  inviter_username: string;
  inviter_ant_name: string;
  match_type: string;
  expires_at: string;
};

export async function invitationsOf(t: TestApp, player: Player): Promise<ListedInvitation[]> {
  const { status, body } = await call(t, player, "GET", "/battle-invitations");
  if (status !== 200) throw new Error(`list failed: ${status}`);
  return body.battle_invitations as ListedInvitation[];
}

export const respond = (t: TestApp, player: Player, id: string, body: Record<string, unknown>) =>
  call(t, player, "POST", `/battle-invitations/${id}/respond`, { invitation_id: id, ...body });

/** The invitation rows as stored. */
export const invitationRows = (t: TestApp) =>
  t.database.db.selectFrom("battle_invitations").selectAll().orderBy("created_at").execute();
