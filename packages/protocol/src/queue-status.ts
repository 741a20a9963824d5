// The live arena queue as a searching player sees it: how long they waited, who else searches, the wait estimate (W25).
import { type Static, Type } from "@sinclair/typebox";

export const QueueStatus = Type.Object({
  searching: Type.Boolean(),
  match_type: Type.Union([Type.Literal("quick"), Type.Literal("ranked"), Type.Null()]),
  waited_seconds: Type.Integer({ minimum: 0 }),
  /** Other players searching in the same queue now. */
  others_searching: Type.Integer({ minimum: 0 }),
  /** Seconds until the soonest of them may meet the player's ticket (0: any moment); null when none ever could. */
  estimate_seconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** The estimate in words (empty when not searching). */
  message: Type.String(),
});
export type QueueStatus = Static<typeof QueueStatus>;
