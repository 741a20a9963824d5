// GET /api/users/{userId}/notifications and POST …/notifications/read: the player's notification centre.
import { ErrorBody } from "@antbrawl/protocol/errors";
import { MarkReadAnswer, MarkReadBody, NotificationList } from "@antbrawl/protocol/notifications";
import { NOTIFICATION_PATHS } from "@antbrawl/protocol/paths/notifications";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { markNotificationsRead, notificationsOf } from "./centre";

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, hub, now } = app.deps;

  app.get(
    NOTIFICATION_PATHS.list.path,
    {
      schema: {
        tags: ["notifications"],
        summary: "The player's notices, newest first, and how many are unread",
        params: UserIdParams,
        response: { 200: NotificationList },
      },
    },
    async (request) => notificationsOf(db, request.params.userId),
  );

  app.post(
    NOTIFICATION_PATHS.markRead.path,
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark the given notices read ({ ids }) or every one ({ all: true })",
        params: UserIdParams,
        body: MarkReadBody,
        response: { 200: MarkReadAnswer, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => markNotificationsRead(db, hub, request.params.userId, request.body, now()),
  );
};
