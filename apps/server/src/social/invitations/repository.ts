// Battle invitation rows: SQL only; every function takes db or a transaction first.
import { randomUUID } from "node:crypto";
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/database";
import { pairOf } from "../friendships-repository";
import type { BattleInvitationsTable } from "./tables";

export type InvitationRow = Selectable<BattleInvitationsTable>;

/** Closes the pair's pending invitations whose time ran out (rule W20), so a new one may take their place. */
export async function expireStalePair(db: Db, inviterId: string, inviteeId: string, now: Date): Promise<void> {
  await db
    .updateTable("battle_invitations")
    .set({ status: "expired", responded_at: now })
    .where("inviter_id", "=", inviterId)
    .where("invitee_id", "=", inviteeId)
    .where("status", "=", "pending")
    .where("expires_at", "<=", now)
    .execute();
}

/** Inserts a pending invitation unless the pair already has one open; answers the new row or undefined. */
export async function insertIfNoneOpen(
  db: Db,
  row: Omit<Insertable<BattleInvitationsTable>, "id" | "status" | "match_type">,
): Promise<InvitationRow | undefined> {
  return db
    .insertInto("battle_invitations")
    .values({ id: randomUUID(), status: "pending", match_type: "friendly", ...row })
    .onConflict((oc) => oc.columns(["inviter_id", "invitee_id"]).where("status", "=", "pending").doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The invitation row, locked for the rest of the transaction. */
export async function lockInvitation(db: Db, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom("battle_invitations").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** Records the answer of a pending invitation. */
export async function markAnswered(
  db: Db,
  id: string,
  answer: { status: "accepted" | "declined"; invitee_ant_id?: string; battle_id?: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable("battle_invitations")
    .set({ ...answer, responded_at: now })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

export async function setBattle(db: Db, id: string, battleId: string): Promise<void> {
  await db.updateTable("battle_invitations").set({ battle_id: battleId }).where("id", "=", id).execute();
}

/** The player's pending, unexpired invitations from players who are still friends, newest first. */
export async function openInvitationsFor(db: Db, inviteeId: string, now: Date) {
  return db
    .selectFrom("battle_invitations as i")
    .innerJoin("users as u", "u.id", "i.inviter_id")
    .innerJoin("ants as a", "a.id", "i.inviter_ant_id")
    .select([
      "i.id as invitation_id",
      "u.username as inviter_username",
      "a.name as inviter_ant_name",
      "i.match_type",
      "i.expires_at",
    ])
    .where("i.invitee_id", "=", inviteeId)
    .where("i.status", "=", "pending")
    .where("i.expires_at", ">", now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("friendships as f")
          .select("f.id")
          .where("f.status", "=", "accepted")
          .where((fb) =>
            fb.or([
              fb.and([fb("f.user_low", "=", fb.ref("i.inviter_id")), fb("f.user_high", "=", fb.ref("i.invitee_id"))]),
              fb.and([fb("f.user_high", "=", fb.ref("i.inviter_id")), fb("f.user_low", "=", fb.ref("i.invitee_id"))]),
            ]),
          ),
      ),
    )
    .orderBy("i.created_at", "desc")
    .orderBy("i.id", "desc")
    .execute();
}

/** Whether the two players are friends (an accepted friendship). */
export async function areFriends(db: Db, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom("friendships")
    .select("id")
    .where("status", "=", "accepted")
    .where("user_low", "=", pairOf(a, b).user_low)
    .where("user_high", "=", pairOf(a, b).user_high)
    .executeTakeFirst();
  return row !== undefined;
}
