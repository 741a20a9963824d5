// GET/PUT /api/users/{userId}/preferences: notification and privacy settings, saved and honoured by the server.
import { ErrorBody } from "@antbrawl/protocol/errors";
import { SOCIAL_PATHS } from "@antbrawl/protocol/paths/social";
import { Preferences, PreferencesPatch } from "@antbrawl/protocol/social";
import { UserIdParams } from "@antbrawl/protocol/users";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { getPreferences, updatePreferences } from "./preferences";

export const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;

  app.get(
    SOCIAL_PATHS.preferences.path,
    { schema: { tags: ["social"], params: UserIdParams, response: { 200: Preferences } } },
    async (request): Promise<Preferences> => getPreferences(db, request.params.userId),
  );

  app.put(
    SOCIAL_PATHS.setPreferences.path,
    {
      schema: {
        tags: ["social"],
        summary: "Change any of the notification and privacy settings; the others keep their value",
        params: UserIdParams,
        body: PreferencesPatch,
        response: { 200: Preferences, 400: ErrorBody },
      },
    },
    async (request): Promise<Preferences> => updatePreferences(app.deps, request.params.userId, request.body, now()),
  );
};
