// Finding an opponent for a server battle: another player's idle, ready ant with the nearest ELO.
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import { currentVitals } from "../colony";
import type { Db } from "../db/database";
import { readinessOf } from "./fighter";
import { type CandidateRow, opponentCandidates, type RatingCursor } from "./repository";

/** Candidates read per page on each side of the challenger's rating. */
const CANDIDATES_PER_PAGE = 25;
/** Pages read per side at most, so a crowd of tired ants cannot make one request scan the whole table. */
const MAX_PAGES = 8;

/** A matched opponent and its vitals now. */
export interface MatchedOpponent {
  row: CandidateRow;
  vitals: AntVitals;
}

/** One side of the rating ladder, read page by page from a position outwards. */
interface Ladder {
  /** The nearest unread candidate on this side, reading the next page when needed. */
  peek(): Promise<CandidateRow | undefined>;
  /** Drops the candidate peek answered. */
  take(): void;
}

function ladder(db: Db, excludeOwnerId: string, direction: "up" | "down", start: RatingCursor, now: Date): Ladder {
  let queue: CandidateRow[] = [];
  let from = start;
  let pages = 0;
  let done = false;
  return {
    async peek() {
      if (queue.length === 0 && !done) {
        queue = await opponentCandidates(db, { excludeOwnerId, direction, from, limit: CANDIDATES_PER_PAGE, now });
        pages += 1;
        const last = queue[queue.length - 1];
        if (last) from = { rating: last.elo_rating, id: last.id };
        done = queue.length < CANDIDATES_PER_PAGE || pages >= MAX_PAGES;
      }
      return queue[0];
    },
    take() {
      queue.shift();
    },
  };
}

/**
 * The nearest-rated ant of another player that is ready for a server battle now (health ≥ 50, energy ≥ 30, not in a
 * battle or a training session still running). The search widens outwards from the challenger's rating, above and below, nearest first, so
 * the window grows only as far as needed; undefined when no other player has a ready ant. The ladder is split at
 * (rating, random id), so among many ants of the same rating (every new ant starts at 1000) the nearest ones differ
 * from request to request instead of always being the lowest ids. A ranked search skips ants with edited stats, so
 * the testing stat editor can never put an ant into a ranked battle from either side.
 */
export async function findOpponent(
  db: Db,
  challenger: { ownerId: string; rating: number; ranked?: boolean },
  now: Date,
): Promise<MatchedOpponent | undefined> {
  const pivot = { rating: challenger.rating, id: crypto.randomUUID() };
  const up = ladder(db, challenger.ownerId, "up", pivot, now);
  const down = ladder(db, challenger.ownerId, "down", pivot, now);
  for (;;) {
    const [above, below] = [await up.peek(), await down.peek()];
    if (!above && !below) return undefined;
    const useAbove =
      above !== undefined &&
      (below === undefined || above.elo_rating - challenger.rating <= challenger.rating - below.elo_rating);
    const row = (useAbove ? above : below) as CandidateRow;
    (useAbove ? up : down).take();
    if (challenger.ranked && row.stats_edited) continue;
    const vitals = currentVitals(row, now);
    if (readinessOf(row, vitals, "server", now).ready) return { row, vitals };
  }
}
