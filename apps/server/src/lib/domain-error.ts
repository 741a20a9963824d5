// A failure the player caused or may fix: a code saying what kind it is and the player's text; no transport in it.

/** The kinds of domain failure; plugins/errors.ts maps each to an HTTP status, lib/ws-error.ts to a message. */
export type DomainErrorCode = "invalid" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "unavailable";

/** Thrown (or returned) by services; the text is shown to the player as it is. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "DomainError";
  }
}

/** The input breaks a rule (bad value, bad cursor). */
export const invalid = (text: string) => new DomainError("invalid", text);
/** No valid session. */
export const unauthenticated = (text: string) => new DomainError("unauthenticated", text);
/** The caller may not act on this. */
export const forbidden = (text: string) => new DomainError("forbidden", text);
/** The thing does not exist for this caller. */
export const notFound = (text: string) => new DomainError("not_found", text);
/** The thing's current state refuses the action (busy, full, already started). */
export const conflict = (text: string) => new DomainError("conflict", text);

/** A part the action needs is briefly out of reach (an outage); the same action will work again. */
export const unavailable = (text: string) => new DomainError("unavailable", text);

/** True for a DomainError, also one from another copy of this module. */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError || (error as { name?: string } | null)?.name === "DomainError";
}
