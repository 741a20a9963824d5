// The live connection and the message validator, fetched on a player's first connect: they bring TypeBox and the
// protocol's schemas, which a visitor's first load does without.
import { ServerMessage } from "@antbrawl/protocol/ws-server";
import { Value } from "@sinclair/typebox/value";

export { LiveConnection } from "./connection";

/** Whether a parsed frame is a server message of the protocol. */
export function isServerMessage(message: unknown): message is ServerMessage {
  return Value.Check(ServerMessage, message);
}
