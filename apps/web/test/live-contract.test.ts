// The web's live client sends only the protocol's client messages: a message the server would refuse does not compile.
import type { ClientMessage } from "@antbrawl/protocol/ws";
import { describe, expect, expectTypeOf, it } from "vitest";
import { LiveConnection, type SocketLike } from "../src/lib/live/connection";
import type { LiveClient } from "../src/lib/live/live-client";

describe("live client messages", () => {
  it("are typed with the protocol's client message", () => {
    expectTypeOf<Parameters<LiveClient["send"]>[0]>().toEqualTypeOf<ClientMessage>();
    expectTypeOf<Parameters<LiveConnection["send"]>[0]>().toEqualTypeOf<ClientMessage>();
  });

  it("send the handshake and a feature message as the protocol shapes them", () => {
    const sent: string[] = [];
    const socket: SocketLike = {
      readyState: 1,
      send: (data) => sent.push(data),
      close: () => undefined,
      onopen: null,
      onmessage: null,
      onclose: null,
    };
    const connection = new LiveConnection({
      url: "ws://test/api/ws/u",
      token: null,
      openSocket: () => socket,
      onMessage: () => undefined,
      onStatus: () => undefined,
    });
    connection.open();
    socket.onopen?.();
    connection.send({ type: "spectate_battle", battle_id: "b-1" });
    // @ts-expect-error a message the protocol does not define is refused at compile time
    connection.send({ type: "dance" });
    // @ts-expect-error so is a field the message does not have
    connection.send({ type: "stop_spectating", battle_id: "b-1" });
    expect(sent.slice(0, 2).map((text) => JSON.parse(text))).toEqual([
      { type: "hello", protocol_version: expect.any(Number) },
      { type: "spectate_battle", battle_id: "b-1" },
    ]);
  });
});
