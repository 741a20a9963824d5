// GET/POST/DELETE under /api/users/{userId}/friends: the friends list, incoming requests, request, answer, remove.
import { ErrorBody } from "@antbrawl/protocol/errors";
import { SOCIAL_PATHS } from "@antbrawl/protocol/paths/social";
import {
  FriendList,
  FriendParams,
  FriendRequestBody,
  FriendRequestList,
  FriendshipParams,
  RespondBody,
} from "@antbrawl/protocol/social";
import { SuccessAnswer, UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Db } from "../db/database";
import { listFriends, listIncomingRequests, removeFriend, requestFriend, respondToRequest } from "./friends";
import { visibleOnline } from "./visibility";

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Which of these players sit in an unfinished live battle, and which (the live arena's, given by app.ts). */
export type LiveBattlesOf = (db: Db, userIds: readonly string[]) => Promise<Map<string, string>>;

const noLiveBattles: LiveBattlesOf = async () => new Map();

export const friendsRoutes: FastifyPluginAsyncTypebox<{ liveBattlesOf?: LiveBattlesOf }> = async (app, options) => {
  const { db, now } = app.deps;
  const liveBattlesOf = options.liveBattlesOf ?? noLiveBattles;

  app.get(
    SOCIAL_PATHS.friends.path,
    { schema: { tags: ["social"], params: UserIdParams, response: { 200: FriendList } } },
    async (request): Promise<FriendList> => {
      const friends = await listFriends(db, request.params.userId);
      const online = await visibleOnline(
        app,
        friends.map((f) => f.id),
      );
      const fighting = await liveBattlesOf(db, [...online]);
      return {
        friends: friends.map((f) => {
          const battleId = fighting.get(f.id);
          return { ...f, is_online: online.has(f.id), ...(battleId ? { live_battle_id: battleId } : {}) };
        }),
      };
    },
  );

  app.get(
    SOCIAL_PATHS.friendRequests.path,
    { schema: { tags: ["social"], params: UserIdParams, response: { 200: FriendRequestList } } },
    async (request): Promise<FriendRequestList> => ({
      friend_requests: await listIncomingRequests(db, request.params.userId),
    }),
  );

  app.post(
    SOCIAL_PATHS.requestFriend.path,
    {
      schema: {
        tags: ["social"],
        summary: "Send a friend request by username; accepts theirs when they already asked you",
        params: UserIdParams,
        body: FriendRequestBody,
        response: { 200: SuccessAnswer, ...errors },
      },
    },
    async (request): Promise<SuccessAnswer> => {
      const outcome = await requestFriend(app.deps, request.params.userId, request.body.username, now());
      const other = outcome.kind === "accepted" ? outcome.requester.username : outcome.addressee.username;
      return {
        success: true,
        message: outcome.kind === "accepted" ? `You and ${other} are now friends` : `Friend request sent to ${other}`,
      };
    },
  );

  app.post(
    SOCIAL_PATHS.respondToRequest.path,
    {
      schema: {
        tags: ["social"],
        summary: "Accept or decline a friend request you received",
        params: FriendshipParams,
        body: RespondBody,
        response: { 200: SuccessAnswer, ...errors },
      },
    },
    async (request): Promise<SuccessAnswer> => {
      const { userId, friendshipId } = request.params;
      const outcome = await respondToRequest(app.deps, userId, friendshipId, request.body.accept, now());
      return {
        success: true,
        message: outcome.accepted ? "Friend request accepted" : "Friend request declined",
      };
    },
  );

  app.delete(
    SOCIAL_PATHS.unfriend.path,
    {
      schema: { tags: ["social"], params: FriendParams, response: { 200: SuccessAnswer, ...errors } },
    },
    async (request): Promise<SuccessAnswer> => {
      const { userId, friendId } = request.params;
      await removeFriend(app.deps, userId, friendId);
      return { success: true, message: "Friend removed" };
    },
  );
};
