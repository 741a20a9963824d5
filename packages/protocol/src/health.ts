// Answer of GET /api/health: which parts serve and which are degraded (503 with a detail when the game cannot serve).
import { type Static, Type } from "@sinclair/typebox";

export const HealthAnswer = Type.Object({
  status: Type.Union([Type.Literal("ok"), Type.Literal("degraded"), Type.Literal("down")]),
  /** The database kind, or "down" while it cannot serve. */
  database: Type.Union([Type.Literal("pglite"), Type.Literal("postgres"), Type.Literal("down")]),
  /** The bus kind, or "down" while Redis cannot be reached (this node still serves its own players). */
  bus: Type.Union([Type.Literal("memory"), Type.Literal("redis"), Type.Literal("down")]),
  /** The parts that are not serving, e.g. ["database"]. */
  degraded: Type.Array(Type.String()),
  protocol_version: Type.Integer(),
  /** Why the game cannot serve; present with status 503. */
  detail: Type.Optional(Type.String()),
});
export type HealthAnswer = Static<typeof HealthAnswer>;
