// The live arena queue as a searching player sees it (the wait estimate, W25; the practice offer, W30) and practice's start.
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
  /** W30: the player has waited long enough to be offered practice against a house ant. */
  practice_offer: Type.Boolean(),
  /** The searching ant (null when not searching): the one a practice battle would take. */
  ant_id: Type.Union([Type.String(), Type.Null()]),
});
export type QueueStatus = Static<typeof QueueStatus>;

/** POST /api/arena/practice: a live practice battle against a house ant (W30–W33). */
export const PracticeStartBody = Type.Object(
  { ant_id: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type PracticeStartBody = Static<typeof PracticeStartBody>;

export const PracticeStartAnswer = Type.Object({ battle_id: Type.String() });
export type PracticeStartAnswer = Static<typeof PracticeStartAnswer>;
