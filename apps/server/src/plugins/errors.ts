// The one place that turns failures into HTTP answers: domain codes to statuses, always { detail }, logs without data.
import { ERRORS } from "@antbrawl/protocol/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import { isDatabaseUnavailable } from "../db/database";
import { type DomainErrorCode, isDomainError } from "../lib/domain-error";

/** The HTTP status of each domain error code. */
export const STATUS_OF: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unavailable: 503,
};

interface AnyError extends Partial<FastifyError> {
  detail?: string;
}

const DATABASE_UNAVAILABLE = "The game's database is not answering right now, please try again in a moment";

/** PostgreSQL data exceptions (class 22): a value the database refuses, i.e. bad input that slipped past validation. */
function isBadDataError(error: AnyError): boolean {
  return typeof error.code === "string" && /^22[0-9A-Z]{3}$/.test(error.code) && !error.statusCode;
}

/**
 * What may be logged of an unknown error: its kind, code, message and stack. SQL text and parameters (e-mails, chat
 * lines) and the database's row detail stay out of the log.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown };
  return {
    type: typeof e.name === "string" ? e.name : typeof error,
    code: typeof e.code === "string" ? e.code : undefined,
    message: typeof e.message === "string" ? e.message.slice(0, 300) : undefined,
    stack: typeof e.stack === "string" ? e.stack.split("\n").slice(1, 12).join("\n") : undefined,
  };
}

/** Installs the error handler for the API. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: AnyError, request, reply) => {
    if (isDomainError(error)) return reply.status(STATUS_OF[error.code]).send({ detail: error.detail });
    if (!error.statusCode && isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, "database unavailable");
      return reply.status(503).header("retry-after", "2").send({ detail: DATABASE_UNAVAILABLE });
    }
    if (isBadDataError(error)) {
      request.log.info({ err: loggableError(error) }, "database refused a value");
      return reply.status(400).send({ detail: "Invalid request: a value is not acceptable" });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, "request failed");
      return reply.status(500).send({ detail: ERRORS.internal });
    }
    let detail = error.detail ?? error.message ?? ERRORS.badRequest;
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      detail = ERRORS.malformedJson;
    } else if (error.validation) {
      detail = ERRORS.invalidRequest(error.validationContext ?? "request", String(error.message));
    }
    return reply.status(status).send({ detail: typeof detail === "string" && detail ? detail : "Bad request" });
  });
}
