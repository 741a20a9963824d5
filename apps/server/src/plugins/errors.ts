// Every failure answers { detail } with the right status; unknown errors are logged and hidden.
import { ERRORS } from "@antbrawl/protocol/errors";
import type { FastifyError, FastifyInstance } from "fastify";

interface AnyError extends Partial<FastifyError> {
  detail?: string;
}

/** Installs the error and not-found handlers for the API. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: AnyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ detail: "Internal server error" });
    }
    let detail = error.detail ?? error.message ?? "Bad request";
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      detail = ERRORS.malformedJson;
    } else if (error.validation) {
      detail = `Invalid ${error.validationContext ?? "request"}: ${error.message}`;
    }
    return reply.status(status).send({ detail });
  });
}
