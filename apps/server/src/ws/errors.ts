// The one place a thrown error becomes a websocket `error` message (swap in the shared `toWsError` when it lands).
import type { ServerMessageOf } from "@antbrawl/protocol/ws-server";

export const GENERIC_WS_ERROR = "Something went wrong. Please try again.";

/** A player-readable `error` message for anything a handler threw; internal errors get a generic text. */
export function toWsError(error: unknown): ServerMessageOf<"error"> {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof status === "number" && status < 500) {
    return { type: "error", message: error.message };
  }
  return { type: "error", message: GENERIC_WS_ERROR };
}
