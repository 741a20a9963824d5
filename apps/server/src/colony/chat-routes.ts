// POST /ants/{antId}/chat (rate-limited per player) and GET /ants/{antId}/chat (the newest 50 lines).
import { AntParams, ChatAnswer, ChatBody, ChatHistoryAnswer } from "@antbrawl/protocol/ants";
import { COLONY_ERRORS, ErrorBody } from "@antbrawl/protocol/errors";
import { ANT_PATHS } from "@antbrawl/protocol/paths/ants";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { chatHistory, chatWithAnt } from "./chat";
import { presentAnt } from "./present-ant";

/** The 429 answer when a player chats faster than the limit. */

export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, now } = app.deps;
  app.post(
    ANT_PATHS.chat.path,
    {
      schema: {
        tags: ["chat"],
        summary: `Talk to an ant (at most ${config.chatRateLimit.max} messages a minute per player)`,
        params: AntParams,
        body: ChatBody,
        response: { 200: ChatAnswer, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
      config: {
        rateLimit: {
          max: config.chatRateLimit.max,
          timeWindow: config.chatRateLimit.timeWindowMs,
          keyGenerator: (request) => `chat:${request.sessionUserId ?? request.ip}`,
          errorResponseBuilder: () => ({ statusCode: 429, detail: COLONY_ERRORS.chatTooFast }),
        },
      },
    },
    async (request) => {
      const at = now();
      const { userId, antId } = request.params;
      const outcome = await chatWithAnt({ db, config, log: request.log }, userId, antId, request.body.message, at);
      const ant = presentAnt(outcome.row, at);
      return {
        message: outcome.reply,
        mood: ant.personality.mood,
        mood_delta: outcome.moodDelta,
        source: outcome.source,
        ant,
      };
    },
  );

  app.get(
    ANT_PATHS.chatHistory.path,
    { schema: { tags: ["chat"], params: AntParams, response: { 200: ChatHistoryAnswer, 404: ErrorBody } } },
    async (request) => chatHistory(db, request.params.userId, request.params.antId),
  );
};
