// The texts of a failed battle call (spec 001 §8): 'Battle failed: …' when the server refused, 'Battle error: …' otherwise.
import { errorStatus, errorText } from "../../lib/api/api-error";

/** A refusal with the server's detail is a failed battle; no answer at all is a battle error. */
export function battleFailureText(error: unknown): string {
  const status = errorStatus(error);
  if (status !== undefined) return `Battle failed: ${errorText(error, `Server error (${status})`)}`;
  const raw = (error as { error?: unknown } | undefined)?.error;
  return `Battle error: ${typeof raw === "string" && raw ? raw : "No response from server"}`;
}
