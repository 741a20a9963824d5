// How other domains bring a player's ants up to date before the colony shows them (battle requests that expired,
// finished training sessions and days): given by the composition root, so the colony imports none of them.
import type { Db } from "../db/database";
import type { AntRow } from "./ants-repository";

export interface ColonySettle {
  /** Before the colony is listed: every ant of the player. */
  colony(db: Db, userId: string, now: Date): Promise<void>;
  /** Before one ant is shown: answers the ant as of `now` (the row itself when nothing was due). */
  ant(db: Db, userId: string, row: AntRow, now: Date): Promise<AntRow | undefined>;
}

/** Nothing to settle (an app without the other domains, e.g. a test of the colony alone). */
export const NOTHING_TO_SETTLE: ColonySettle = {
  async colony() {},
  async ant(_db, _userId, row) {
    return row;
  },
};
