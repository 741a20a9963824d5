// Turns any failure into the websocket's `error` message: the player's text for domain errors, a generic one otherwise.
import { ERRORS } from "@antbrawl/protocol/errors";
import type { ServerMessageOf } from "@antbrawl/protocol/ws-server";
import { isDomainError } from "./domain-error";

/** The `error` message to send for a failure; unknown errors never leak their text. */
export function toWsError(error: unknown): ServerMessageOf<"error"> {
  return isDomainError(error)
    ? { type: "error", message: error.detail, code: error.code }
    : { type: "error", message: ERRORS.internal };
}
