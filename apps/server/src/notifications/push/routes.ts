// GET /api/push/public-key (no session) and POST/DELETE /api/users/{userId}/push-subscriptions: a browser's web push.
import { ErrorBody } from "@antbrawl/protocol/errors";
import { PUSH_PATHS } from "@antbrawl/protocol/paths/push";
import { PushEndpointBody, PushPublicKey, PushSubscriptionAnswer, PushSubscriptionBody } from "@antbrawl/protocol/push";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { vapidKeysOf } from "./keys";
import { subscribe, unsubscribe } from "./subscriptions";

export const pushKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const keys = vapidKeysOf(app.deps);
  app.get(
    PUSH_PATHS.publicKey.path,
    {
      schema: {
        tags: ["notifications"],
        summary: "The VAPID public key (base64url) a browser subscribes with; the same on every node",
        response: { 200: PushPublicKey },
      },
    },
    async () => ({ public_key: (await keys.get()).publicKey }),
  );
};

export const pushSubscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, now } = app.deps;

  app.post(
    PUSH_PATHS.subscribe.path,
    {
      schema: {
        tags: ["notifications"],
        summary: "Subscribe a browser (its PushSubscription JSON) to the player's pushes; 200 when renewed",
        params: UserIdParams,
        body: PushSubscriptionBody,
        response: { 200: PushSubscriptionAnswer, 201: PushSubscriptionAnswer, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const { answer, created } = await subscribe(
        db,
        request.params.userId,
        request.body,
        config.pushEndpointOrigins,
        now(),
      );
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  app.delete(
    PUSH_PATHS.unsubscribe.path,
    {
      schema: {
        tags: ["notifications"],
        summary: "Remove the player's subscription at { endpoint }",
        params: UserIdParams,
        body: PushEndpointBody,
        response: { 204: Type.Null(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await unsubscribe(db, request.params.userId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
