// The socket contract: every client message the protocol defines is handled by the server, and the web sends only those.
import { CLIENT_MESSAGES, type ClientMessage, type ClientMessageType } from "@antbrawl/protocol/ws";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { LiveConnection } from "../../../web/src/lib/live/connection";
import type { WsHandler } from "../../src/ws/router";
import { createTestApp, type TestApp } from "../helpers/app";

describe("client socket messages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("has a handler on the server for every message type of the protocol", () => {
    const types = Object.keys(CLIENT_MESSAGES) as ClientMessageType[];
    expect(types.filter((type) => !t.app.deps.wsRouter.handles(type))).toEqual([]);
  });

  it("is typed from the protocol on both ends", () => {
    expectTypeOf<Parameters<LiveConnection["send"]>[0]>().toEqualTypeOf<ClientMessage>();
    expectTypeOf<Parameters<WsHandler<"choose_tactic">>[1]>().toEqualTypeOf<
      Extract<ClientMessage, { type: "choose_tactic" }>
    >();
  });
});
