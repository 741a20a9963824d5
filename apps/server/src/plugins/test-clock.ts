// A movable clock for browser tests: with ANTBRAWL_TEST_CLOCK=1 the server's time runs ahead by an offset that
// POST /api/test/clock {advance_ms} grows; without it nothing here is registered.

import { TEST_PATHS } from "@antbrawl/protocol/paths/test-clock";
import { TestClockAnswer, TestClockBody } from "@antbrawl/protocol/test-clock";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";

/** A clock that reads `base()` plus an offset only ever moved forward. */
export interface OffsetClock {
  now(): Date;
  advance(ms: number): void;
  offsetMs(): number;
}

/** Wraps a clock so tests can move it forward. */
export function offsetClock(base: () => Date): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    advance(ms) {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

/** POST /api/test/clock: moves the server clock forward by advance_ms (test configuration only). */
export function testClockRoutes(clock: OffsetClock): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      TEST_PATHS.clock.path,
      {
        schema: {
          tags: ["system"],
          summary: "Test only: move the server clock forward",
          body: TestClockBody,
          response: { 200: TestClockAnswer },
        },
      },
      async (request) => {
        clock.advance(request.body.advance_ms);
        return { now: clock.now().toISOString(), offset_ms: clock.offsetMs() };
      },
    );
  };
}
