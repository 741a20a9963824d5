// Websocket protocol of /api/ws/{userId}: every message type both ways, versioned.
import { type Static, Type } from "@sinclair/typebox";

/** Bumped whenever a message shape changes incompatibly; sent in `authenticated`. */
export const PROTOCOL_VERSION = 1;

export const WS_CLOSE = { normal: 1000, unauthorized: 4401, forbidden: 4403, superseded: 4409 } as const;

export const ClientMessage = Type.Union([
  Type.Object({ type: Type.Literal("authenticate"), token: Type.String() }),
  Type.Object({ type: Type.Literal("ping") }),
  Type.Object({
    type: Type.Literal("join_matchmaking"),
    ant_id: Type.String(),
    match_type: Type.Union([Type.Literal("quick"), Type.Literal("ranked")]),
    stake_amount: Type.Number(),
  }),
  Type.Object({ type: Type.Literal("leave_matchmaking") }),
]);
export type ClientMessage = Static<typeof ClientMessage>;

/** Messages the server sends; battle payloads are typed loosely until the live arena lands. */
export type ServerMessage =
  | { type: "authenticated"; user_id: string; protocol_version: number }
  | { type: "pong" }
  | { type: "queue_joined"; message: string }
  | { type: "battle_found"; battle: unknown }
  | { type: "countdown_update"; message: string }
  | { type: "battle_started"; battle: unknown }
  | { type: "battle_update"; battle: unknown }
  | { type: "battle_ended"; battle: unknown; winner: string | null }
  | { type: "battle_invitation_received"; inviter_username: string }
  | { type: "battle_invitation_accepted"; accepter_username: string }
  | { type: "rejoined_battle"; battle: unknown }
  | { type: "error"; message: string };

export type ServerMessageType = ServerMessage["type"];
