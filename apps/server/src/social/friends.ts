// Friend requests, answers, removal, the friends list and player search: the social rules, enforced here.
import { SOCIAL_ERRORS } from "@antbrawl/protocol/errors";
import type { Friend, FriendRequest, UserSearchResult } from "@antbrawl/protocol/social";
import { tierFor } from "@antbrawl/rules/rating/tiers";
import type { Db } from "../db/database";
import type { UnitDeps, Work } from "../events/units";
import { conflict, forbidden, invalid, notFound } from "../lib/domain-error";
import { findUserById, playerOf } from "../users";
import {
  acceptFriendship,
  deleteAcceptedPair,
  deleteFriendship,
  type FriendshipRow,
  findUserByUsernameKey,
  friendIds,
  friendsWithRecords,
  incomingRequests,
  insertRequestIfAbsent,
  lockFriendship,
  lockPair,
  searchUsers,
} from "./friendships-repository";
import { readPreferences } from "./preferences-repository";

/** The rank of a player without ants: the tier every new ant starts in (ELO 1000). */
const RANK_WITHOUT_ANTS = tierFor(1000);

/** What a request did: a new pending request, or (the other player had asked first) an accepted friendship. */
export interface RequestOutcome {
  kind: "requested" | "accepted";
  friendship: FriendshipRow;
  requester: { id: string; username: string };
  addressee: { id: string; username: string };
}

const usernameKeyOf = (raw: string) => raw.trim().toLowerCase();

/**
 * Sends a friend request by username. One row per pair (unique key on the ordered pair): when the other player's
 * request is already pending, or arrives at the same moment, this one accepts it instead, so a race of mutual requests
 * ends in exactly one accepted friendship.
 */
export async function requestFriend(
  { db, events }: UnitDeps,
  requesterId: string,
  username: string,
  now: Date,
): Promise<RequestOutcome> {
  const key = usernameKeyOf(username);
  if (!key) throw invalid(SOCIAL_ERRORS.playerNotFound);
  const [target, me] = await Promise.all([findUserByUsernameKey(db, key), playerOf(db, requesterId)]);
  if (!target) throw notFound(SOCIAL_ERRORS.playerNotFound);
  if (target.id === requesterId) throw invalid(SOCIAL_ERRORS.selfRequest);
  return events.transact(db, async ({ trx, raise }) => {
    const inserted = await insertRequestIfAbsent(trx, requesterId, target.id, now);
    if (inserted) {
      const prefs = await readPreferences(trx, target.id);
      if (!prefs.privacy.allow_friend_invites) throw forbidden(SOCIAL_ERRORS.invitesOff);
      await raise({
        type: "friend.requested",
        friendshipId: inserted.id,
        requester: me,
        addresseeId: target.id,
        announce: prefs.notifications.friend_requests,
      });
      return { kind: "requested" as const, friendship: inserted, requester: me, addressee: target };
    }
    const existing = await lockPair(trx, requesterId, target.id);
    if (!existing) throw conflict(SOCIAL_ERRORS.requestAlreadySent);
    if (existing.status === "accepted") throw conflict(SOCIAL_ERRORS.alreadyFriends);
    if (existing.requester_id === requesterId) throw conflict(SOCIAL_ERRORS.requestAlreadySent);
    const accepted = await acceptFriendship(trx, existing.id, now);
    await raise({ type: "friendship.accepted", friendshipId: accepted.id, requesterId: target.id, addressee: me });
    await countFriendships({ trx, raise }, [requesterId, target.id], now);
    return { kind: "accepted" as const, friendship: accepted, requester: target, addressee: me };
  });
}

/**
 * [A4] A new friendship counts toward First Friend and Social Butterfly for both players: the metric keeps the most
 * friends each has had at once, so removing and re-adding one friend never counts twice.
 */
async function countFriendships(work: Pick<Work, "trx" | "raise">, userIds: readonly string[], at: Date) {
  for (const userId of userIds) {
    const friends = (await friendIds(work.trx, userId)).length;
    await work.raise({
      type: "player.progressed",
      userId,
      progress: [{ kind: "friend_added", friends }],
      at,
      announce: true,
    });
  }
}

/** What an answer did: the friendship and both players' ids. */
export interface RespondOutcome {
  accepted: boolean;
  friendship: FriendshipRow;
}

/** Accepts or declines a pending request; only its recipient may (404 unknown, 403 the sender, 409 answered). */
export async function respondToRequest(
  { db, events }: UnitDeps,
  userId: string,
  friendshipId: string,
  accept: boolean,
  now: Date,
): Promise<RespondOutcome> {
  return events.transact(db, async ({ trx, raise }) => {
    const row = await lockFriendship(trx, friendshipId);
    if (!row || (row.addressee_id !== userId && row.requester_id !== userId)) {
      throw notFound(SOCIAL_ERRORS.requestNotFound);
    }
    if (row.addressee_id !== userId) throw forbidden(SOCIAL_ERRORS.notRecipient);
    if (row.status !== "pending") throw conflict(SOCIAL_ERRORS.requestAnswered);
    if (!accept) {
      await deleteFriendship(trx, row.id);
      await raise({ type: "friend.declined", requesterId: row.requester_id, addresseeId: row.addressee_id });
      return { accepted: false, friendship: row };
    }
    const friendship = await acceptFriendship(trx, row.id, now);
    const username = (await findUserById(trx, userId))?.username ?? "";
    await raise({
      type: "friendship.accepted",
      friendshipId: friendship.id,
      requesterId: friendship.requester_id,
      addressee: { id: friendship.addressee_id, username },
    });
    await countFriendships({ trx, raise }, [friendship.requester_id, friendship.addressee_id], now);
    return { accepted: true, friendship };
  });
}

/** Ends a friendship (either side may); 404 when the two are not friends. */
export async function removeFriend({ db, events }: UnitDeps, userId: string, friendId: string): Promise<void> {
  await events.transact(db, async ({ trx, raise }) => {
    if (!(await deleteAcceptedPair(trx, userId, friendId))) throw notFound(SOCIAL_ERRORS.friendNotFound);
    await raise({ type: "friendship.ended", userId, friendId });
  });
}

/**
 * The player's friends by username, without presence. wins/losses: totals over the friend's ants; rank: the
 * leaderboard tier of their best ant's ELO (Novice without ants).
 */
export async function listFriends(db: Db, userId: string): Promise<Omit<Friend, "is_online">[]> {
  const rows = await friendsWithRecords(db, userId);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    wins: Number(row.wins),
    losses: Number(row.losses),
    rank: row.best_elo === null ? RANK_WITHOUT_ANTS : tierFor(Number(row.best_elo)),
  }));
}

export async function listIncomingRequests(db: Db, userId: string): Promise<FriendRequest[]> {
  const rows = await incomingRequests(db, userId);
  return rows.map((row) => ({
    friendship_id: row.friendship_id,
    requester_username: row.requester_username,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** Players whose username starts with `q` (any case), the caller left out, each with the pair's friendship status. */
export async function searchPlayers(
  db: Db,
  callerId: string,
  q: string,
  limit: number,
  offset: number,
): Promise<UserSearchResult[]> {
  const key = usernameKeyOf(q);
  if (!key) throw invalid(SOCIAL_ERRORS.blankSearch);
  const rows = await searchUsers(db, callerId, key, limit, offset);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    friendship_status: row.status ?? "none",
    is_friend_requester: row.requester_id === callerId,
  }));
}
