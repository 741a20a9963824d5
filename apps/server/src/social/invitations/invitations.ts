// Friendly challenges: send to a friend, list the open ones received, answer (accept starts the live battle).
import { COLONY_ERRORS, INVITATION_ERRORS, SOCIAL_ERRORS } from "@antbrawl/protocol/errors";
import type { BattleInvitation, RespondInvitationBody, SendInvitationBody } from "@antbrawl/protocol/invitations";
import {
  type AnswerRefusal,
  acceptingAnt,
  answerRefusal,
  invitationExpiresAt,
  invitationTermsRefusal,
  inviteRefusal,
} from "@antbrawl/rules/arena/invitations";
import { claimReadyAnt, readinessOf } from "../../battles";
import { currentVitals, findAnt } from "../../colony";
import type { Db } from "../../db/database";
import type { UnitDeps } from "../../events/units";
import { conflict, type DomainError, forbidden, invalid, isDomainError, notFound } from "../../lib/domain-error";
import { playerOf } from "../../users";
import { findUserByUsernameKey } from "../friendships-repository";
import { readPreferences } from "../preferences-repository";
import type { StartBattle } from "./hooks";
import {
  areFriends,
  expireStalePair,
  type InvitationRow,
  insertIfNoneOpen,
  lockInvitation,
  markAnswered,
  openInvitationsFor,
  setBattle,
} from "./repository";

type Player = { id: string; username: string };

/** A sent invitation. */
export interface SendOutcome {
  invitation: InvitationRow;
  inviter: Player;
  invitee: Player;
}

const playerById = (db: Db, id: string): Promise<Player> => playerOf(db, id);

/**
 * Challenges a friend with one of the sender's ants (rules W21, W22). The ant must be the sender's and ready now, but
 * it is not claimed until the invitation is accepted. One open invitation per pair: the partial unique index decides
 * between parallel sends.
 */
export async function sendInvitation(
  { db, events }: UnitDeps,
  inviterId: string,
  body: SendInvitationBody,
  now: Date,
): Promise<SendOutcome> {
  const terms = invitationTermsRefusal(body.match_type, body.stake_amount);
  if (terms) throw invalid(terms === "match_type" ? INVITATION_ERRORS.notFriendly : INVITATION_ERRORS.stakeNotZero);
  const key = body.friend_username.trim().toLowerCase();
  const [target, inviter] = await Promise.all([
    key ? findUserByUsernameKey(db, key) : undefined,
    playerById(db, inviterId),
  ]);
  if (!target) throw notFound(SOCIAL_ERRORS.playerNotFound);
  const [isFriend, prefs] = await Promise.all([areFriends(db, inviterId, target.id), readPreferences(db, target.id)]);
  const refusal = inviteRefusal({
    isSelf: target.id === inviterId,
    isFriend,
    allowsInvites: prefs.privacy.allow_friend_invites,
    hasOpenInvitation: false,
  });
  if (refusal === "self") throw invalid(INVITATION_ERRORS.self);
  if (refusal === "not_friend") throw forbidden(INVITATION_ERRORS.notFriend);
  if (refusal === "invites_off") throw forbidden(INVITATION_ERRORS.invitesOff(target.username));

  const ant = await findAnt(db, inviterId, body.ant_id);
  if (!ant) throw notFound(COLONY_ERRORS.antNotFound);
  const readiness = readinessOf(ant, currentVitals(ant, now), "server", now);
  if (!readiness.ready) throw conflict(readiness.message);

  const invitation = await events.transact(db, async ({ trx, raise }) => {
    await expireStalePair(trx, inviterId, target.id, now);
    const inserted = await insertIfNoneOpen(trx, {
      inviter_id: inviterId,
      invitee_id: target.id,
      inviter_ant_id: ant.id,
      created_at: now,
      expires_at: new Date(invitationExpiresAt(now.getTime())),
    });
    if (inserted) {
      const announce = prefs.notifications.battle_invitations;
      await raise({
        type: "invitation.sent",
        invitationId: inserted.id,
        inviteeId: target.id,
        inviterUsername: inviter.username,
        announce,
      });
      // [A4] Friendly Rival: a challenge sent to a friend counts once it is stored.
      await raise({
        type: "player.progressed",
        userId: inviterId,
        progress: [{ kind: "challenge_sent" }],
        at: now,
        announce: true,
      });
    }
    return inserted;
  });
  if (!invitation) throw conflict(INVITATION_ERRORS.alreadyPending(target.username));
  return { invitation, inviter, invitee: target };
}

/** The player's pending, unexpired invitations from current friends, newest first. */
export async function listInvitations(db: Db, userId: string, now: Date): Promise<BattleInvitation[]> {
  const rows = await openInvitationsFor(db, userId, now);
  return rows.map((row) => ({
    invitation_id: row.invitation_id,
    inviter_username: row.inviter_username,
    inviter_ant_name: row.inviter_ant_name,
    match_type: row.match_type,
    expires_at: new Date(row.expires_at).toISOString(),
  }));
}

/** What an answer did: declined, or accepted with the battle it started. */
export type RespondOutcome =
  | { accepted: false; invitation: InvitationRow }
  | { accepted: true; invitation: InvitationRow; battleId: string; accepter: Player };

const ANSWER_ERRORS: Record<AnswerRefusal, () => DomainError> = {
  not_found: () => notFound(INVITATION_ERRORS.invitationNotFound),
  not_invitee: () => forbidden(INVITATION_ERRORS.notInvitee),
  answered: () => conflict(INVITATION_ERRORS.answered),
  expired: () => conflict(INVITATION_ERRORS.expired),
  not_friend: () => forbidden(INVITATION_ERRORS.notFriend),
};

/**
 * Declines, or accepts in one transaction (rules W23, W24): the invitation locked, both ants claimed ready (in id
 * order, so crossing acceptances cannot deadlock), the invitation accepted and the live battle created by
 * `startBattle`. Any refusal or failure rolls everything back and the invitation stays pending.
 */
export async function respondToInvitation(
  { db, events }: UnitDeps,
  startBattle: StartBattle,
  userId: string,
  invitationId: string,
  body: RespondInvitationBody,
  now: Date,
): Promise<RespondOutcome> {
  if (body.invitation_id !== invitationId) throw invalid(INVITATION_ERRORS.idMismatch);
  return events.transact(db, async ({ trx, raise }) => {
    const row = await lockInvitation(trx, invitationId);
    if (!row) throw notFound(INVITATION_ERRORS.invitationNotFound);
    const refusal = answerRefusal({
      isInvitee: row.invitee_id === userId,
      isInviter: row.inviter_id === userId,
      status: row.status,
      expiresAtMs: new Date(row.expires_at).getTime(),
      nowMs: now.getTime(),
      stillFriends: await areFriends(trx, row.inviter_id, row.invitee_id),
    });
    if (refusal) throw ANSWER_ERRORS[refusal]();
    if (!body.accept) {
      await markAnswered(trx, row.id, { status: "declined" }, now);
      return { accepted: false, invitation: row };
    }

    const antId = acceptingAnt(body.ant_id);
    if (!antId) throw invalid(INVITATION_ERRORS.noAnt);
    const claims = [
      { userId: row.inviter_id, antId: row.inviter_ant_id, mine: false },
      { userId, antId, mine: true },
    ].sort((a, b) => (a.antId < b.antId ? -1 : 1));
    for (const claim of claims) {
      try {
        await claimReadyAnt(trx, claim.userId, claim.antId, "server", now);
      } catch (error) {
        if (!isDomainError(error) || error.code !== "conflict") throw error;
        const ant = await findAnt(trx, claim.userId, claim.antId);
        if (claim.mine) throw conflict(INVITATION_ERRORS.accepterAntNotReady(ant?.name ?? "Your ant", error.detail));
        throw conflict(INVITATION_ERRORS.inviterAntNotReady(ant?.name ?? "", error.detail));
      }
    }
    await markAnswered(trx, row.id, { status: "accepted", invitee_ant_id: antId }, now);
    const battleId = await startBattle(trx, {
      battleType: "friendly",
      stakeMilli: 0,
      sides: [
        { userId: row.inviter_id, antId: row.inviter_ant_id },
        { userId, antId },
      ],
      now,
    });
    await setBattle(trx, row.id, battleId);
    const accepter = await playerById(trx, userId);
    await raise({ type: "invitation.accepted", inviterId: row.inviter_id, accepterUsername: accepter.username });
    return { accepted: true, invitation: row, battleId, accepter };
  });
}
