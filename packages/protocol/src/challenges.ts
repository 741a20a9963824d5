// The Ant Arena's open challenges (W34–W37): quick-match searches other players may take. Taking one sends
// `{ ant_id }` (PracticeStartBody) and answers `{ battle_id }` (PracticeStartAnswer), the shapes of a practice start.
import { type Static, Type } from "@sinclair/typebox";

/** One waiting quick-match ticket as other players see it: nothing of its owner but the username. */
export const OpenChallenge = Type.Object({
  ticket_id: Type.String(),
  ant_name: Type.String(),
  ant_level: Type.Integer({ minimum: 1 }),
  /** The ant's rating when it joined the queue. */
  rating: Type.Integer(),
  username: Type.String(),
  waited_seconds: Type.Integer({ minimum: 0 }),
});
export type OpenChallenge = Static<typeof OpenChallenge>;

/** GET /api/arena/challenges: oldest first, at most 50, never the caller's own. */
export const OpenChallengeList = Type.Object({ challenges: Type.Array(OpenChallenge) });
export type OpenChallengeList = Static<typeof OpenChallengeList>;

export const ChallengeTicketParams = Type.Object(
  { ticketId: Type.String({ format: "uuid" }) },
  { additionalProperties: false },
);
export type ChallengeTicketParams = Static<typeof ChallengeTicketParams>;
