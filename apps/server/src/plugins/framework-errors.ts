// Errors raised before any route runs (bad URL, long parameter, header overflow, broken HTTP) still answer JSON { detail }.
import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";

const ROUTER_DETAILS: Record<string, { status: number; detail: string }> = {
  FST_ERR_BAD_URL: { status: 400, detail: "The URL is not valid" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: "A path parameter is too long" },
};

/** Fastify's `frameworkErrors`: router-level failures answered as { detail }. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? ROUTER_DETAILS[error.code] : undefined;
  if (known) {
    reply.status(known.status).send({ detail: known.detail });
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send({ detail: "Bad request" });
}

/** The raw Node parser's answer for a broken request, as { detail }. */
function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, detail: "Request headers are too large" };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, detail: "The request took too long to arrive" };
    case "HPE_URI_TOO_LONG":
      return { status: 414, detail: "The URL is too long" };
    default:
      return { status: 400, detail: "The request is not valid HTTP" };
  }
}

/** Fastify's `clientErrorHandler`: writes a JSON { detail } answer on the raw socket and closes it. */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, detail } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The server options that route framework errors to the handlers above. */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, "frameworkErrors" | "clientErrorHandler">;

/** The JSON object of a payload, or null when it is not one; undefined for streams and other non-text payloads. */
function jsonObject(payload: unknown): Record<string, unknown> | null | undefined {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload === null ? null : undefined;
  try {
    const parsed = JSON.parse(payload.toString()) as unknown;
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Every error answer is JSON { detail, requestId }: the request id (the `x-request-id` header, the `reqId` of its log
 * lines) lets a player's report be traced. A last net, too, for error answers that plugins send bare (an empty 404
 * from the websocket route, a text body): they get a detail with the status text. Streams are left alone.
 */
export function installDetailNet(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    const body = jsonObject(payload);
    if (body === undefined) return payload;
    const detail =
      body && typeof body.detail === "string" ? body.detail : (http.STATUS_CODES[reply.statusCode] ?? "Request failed");
    reply.header("content-type", "application/json; charset=utf-8");
    reply.removeHeader("content-length");
    return JSON.stringify({ ...(body && typeof body.detail === "string" ? body : {}), detail, requestId: request.id });
  });
}
