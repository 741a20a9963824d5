// The mini-game error texts of spec 001 §8, picked from how a call failed.
import { TRAINING_GAME_TEXTS } from "@antbrawl/protocol/training-games";
import { errorStatus } from "../../lib/api/api-error";

export const NO_USER_TEXT = "Error: No user logged in. Please refresh the page and log in again.";
export const MISSING_DATA_TEXT = "Error: Missing user or ant data. Please refresh the page and try again.";

function detailOf(error: unknown): string | undefined {
  const data = (error as { data?: { detail?: unknown; message?: unknown } } | undefined)?.data;
  const text = data?.message ?? data?.detail;
  return typeof text === "string" && text ? text : undefined;
}

/** Why a start failed: the server's own text (already played, low energy…), else the spec's general failure line. */
export function startFailureText(error: unknown): string {
  return detailOf(error) ?? completionFailureText(error);
}

/** Why saving a play failed, in the spec's words: lost session, server answer with status, no answer, other. */
export function completionFailureText(error: unknown): string {
  const status = errorStatus(error);
  if (status === 404 && detailOf(error) === TRAINING_GAME_TEXTS.playNotFound) return TRAINING_GAME_TEXTS.playNotFound;
  if (status !== undefined) return `Training failed: ${detailOf(error) ?? "Server error"} (Status: ${status})`;
  if ((error as { status?: unknown } | undefined)?.status === "FETCH_ERROR") {
    return "Training failed: No response from server. Please check your connection and try again.";
  }
  const message = (error as { error?: unknown; message?: unknown } | undefined)?.message;
  return `Training failed: ${typeof message === "string" && message ? message : "Unknown error occurred"}`;
}
