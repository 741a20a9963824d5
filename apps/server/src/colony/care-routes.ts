// POST /ants/{antId}/{feed,water,rest,exercise,clean}?<amount>=n: one care action, answered with the cared-for ant.
import { AntParams, CARE_ROUTES, CareAnswer } from "@antbrawl/protocol/ants";
import { ErrorBody } from "@antbrawl/protocol/errors";
import { CARE_PATHS } from "@antbrawl/protocol/paths/ants";
import { CARE_ACTIONS } from "@antbrawl/rules/colony/care";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { careAmountOrThrow, careForAnt } from "./care";
import { presentAnt } from "./present-ant";

export const careRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { now } = app.deps;
  for (const rule of CARE_ACTIONS) {
    const param = CARE_ROUTES[rule.action];
    const unit = rule.action === "rest" ? " hours" : "";
    const querystring = Type.Object({
      [param]: Type.Optional(
        Type.String({
          description: `whole number from ${rule.minAmount} to ${rule.maxAmount}${unit}; default ${rule.defaultAmount}`,
        }),
      ),
    });
    app.post(
      CARE_PATHS[rule.action].path,
      {
        schema: {
          tags: ["care"],
          summary: `${rule.label} (${rule.need}); 409 when ${rule.need} is already full`,
          params: AntParams,
          querystring,
          response: { 200: CareAnswer, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        const amount = careAmountOrThrow(rule.action, (request.query as Record<string, unknown>)[param]);
        const at = now();
        const { userId, antId } = request.params;
        const outcome = await careForAnt(app.deps, userId, antId, rule.action, amount, at);
        return { success: true, message: outcome.message, care: outcome.care, ant: presentAnt(outcome.row, at) };
      },
    );
  }
};
