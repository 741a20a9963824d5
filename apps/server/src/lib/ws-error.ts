// Turns any failure into the websocket's `error` message: the player's text for domain errors, a generic one otherwise.
import { ERRORS } from "@antbrawl/protocol/errors";
import { isDomainError } from "./domain-error";

/** The websocket error message. */
export interface WsError {
  type: "error";
  message: string;
}

/** The `error` message to send for a failure; unknown errors never leak their text. */
export function toWsError(error: unknown): WsError {
  return { type: "error", message: isDomainError(error) ? error.detail : ERRORS.internal };
}
