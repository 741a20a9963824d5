// Liveness answer of GET /api/health.
import { type Static, Type } from "@sinclair/typebox";

export const HealthAnswer = Type.Object({
  status: Type.Literal("ok"),
  database: Type.Union([Type.Literal("pglite"), Type.Literal("postgres")]),
  bus: Type.Union([Type.Literal("memory"), Type.Literal("redis")]),
  protocol_version: Type.Integer(),
});
export type HealthAnswer = Static<typeof HealthAnswer>;
