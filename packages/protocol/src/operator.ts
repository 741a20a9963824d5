// The operator's routes (OPERATOR_TOKEN): ending sessions for one player or for everyone.
import { type Static, Type } from "@sinclair/typebox";

/** Ends every session of one player (by username, any case), or of every player with `all: true`. */
export const RevokeSessionsBody = Type.Union([
  Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);
export type RevokeSessionsBody = Static<typeof RevokeSessionsBody>;

export const RevokeSessionsAnswer = Type.Object({ ended_sessions: Type.Integer({ minimum: 0 }) });
export type RevokeSessionsAnswer = Static<typeof RevokeSessionsAnswer>;

/** Texts of the operator's routes. */
export const OPERATOR_ERRORS = {
  disabled: "Not found",
  wrongToken: "A valid operator token is required",
  unknownPlayer: "No player has this username",
} as const;
