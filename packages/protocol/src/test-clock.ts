// The test-only clock control (registered only when ANTBRAWL_TEST_CLOCK=1): move the server's clock forward.
import { type Static, Type } from "@sinclair/typebox";

/** Thirty days: the most one call may move the clock. */
export const TEST_CLOCK_MAX_ADVANCE_MS = 30 * 24 * 3_600_000;

export const TestClockBody = Type.Object(
  { advance_ms: Type.Integer({ minimum: 0, maximum: TEST_CLOCK_MAX_ADVANCE_MS }) },
  { additionalProperties: false, $id: "TestClockBody" },
);
export type TestClockBody = Static<typeof TestClockBody>;

export const TestClockAnswer = Type.Object(
  { now: Type.String(), offset_ms: Type.Integer() },
  { $id: "TestClockAnswer" },
);
export type TestClockAnswer = Static<typeof TestClockAnswer>;
