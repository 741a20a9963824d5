// The one place that turns failures into HTTP answers: domain error codes to statuses, always { detail }.
import { ERRORS } from "@antbrawl/protocol/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import { type DomainErrorCode, isDomainError } from "../lib/domain-error";

/** The HTTP status of each domain error code. */
export const STATUS_OF: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

interface AnyError extends Partial<FastifyError> {
  detail?: string;
}

/** Installs the error handler for the API. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: AnyError, request, reply) => {
    if (isDomainError(error)) return reply.status(STATUS_OF[error.code]).send({ detail: error.detail });
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ detail: ERRORS.internal });
    }
    let detail = error.detail ?? error.message ?? ERRORS.badRequest;
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      detail = ERRORS.malformedJson;
    } else if (error.validation) {
      detail = ERRORS.invalidRequest(error.validationContext ?? "request", String(error.message));
    }
    return reply.status(status).send({ detail });
  });
}
