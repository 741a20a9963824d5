// GET/PUT /api/users/{userId}/preferences: notification and privacy settings, saved and honoured by the server.
import { ErrorBody } from "@antbrawl/protocol/errors";
import { Preferences, PreferencesPatch } from "@antbrawl/protocol/social";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { announcePresence } from "./notices";
import { getPreferences, updatePreferences } from "./preferences";

export const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;

  app.get(
    "/preferences",
    { schema: { tags: ["social"], params: UserIdParams, response: { 200: Preferences } } },
    async (request): Promise<Preferences> => getPreferences(db, request.params.userId),
  );

  app.put(
    "/preferences",
    {
      schema: {
        tags: ["social"],
        summary: "Change any of the notification and privacy settings; the others keep their value",
        params: UserIdParams,
        body: PreferencesPatch,
        response: { 200: Preferences, 400: ErrorBody },
      },
    },
    async (request): Promise<Preferences> => {
      const { userId } = request.params;
      const { before, after } = await updatePreferences(db, userId, request.body, now());
      if (before.privacy.show_online_status !== after.privacy.show_online_status) {
        const online = (await app.presence.onlineOf([userId])).has(userId);
        if (online) {
          announcePresence(app, userId, online, true).catch((error: unknown) =>
            app.log.warn({ err: error }, "presence not announced"),
          );
        }
      }
      return after;
    },
  );
};
