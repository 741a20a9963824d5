// Answers of GET /api/health (which parts serve, 503 when the game cannot) and GET /api/ready (take traffic or not).
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

/** Answer of GET /api/ready: 200 when this node should receive traffic, 503 with the reasons when not. */
export const ReadyAnswer = Type.Object({
  ready: Type.Boolean(),
  database: Type.Boolean({ description: "the database answers" }),
  migrations: Type.Boolean({ description: "every migration this node knows is applied" }),
  draining: Type.Boolean({ description: "this node is stopping: it hands its work to other nodes" }),
  /** Why this node should not receive traffic; present with status 503. */
  detail: Type.Optional(Type.String()),
});
export type ReadyAnswer = Static<typeof ReadyAnswer>;
