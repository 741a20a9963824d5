// The profile's Statistics: battle figures, the rank of the best ant, the ant collection and each ant's ELO history.
import {
  ELO_HISTORY_MAX_BATTLES,
  type EloHistory,
  type PlayerRank,
  type ProfileStatistics,
} from "@antbrawl/protocol/profile";
import { levelFor } from "@antbrawl/rules/colony/level";
import { START_RATING } from "@antbrawl/rules/rating/elo";
import { ELO_TIERS, tierFor, tierProgress } from "@antbrawl/rules/rating/tiers";
import type { Db } from "../db/database";
import { winRatePercent } from "../game";
import {
  battleTotals,
  type CollectionRow,
  collectionRows,
  type RatingStepRow,
  ratingSteps,
} from "./statistics-repository";

/**
 * The rank of a rating: its tier, the progress through the tier's band toward the next tier (rule E7), and the next
 * tier. Grandmaster has no next tier and counts as complete.
 */
export function rankFor(elo: number, antId: string | null): PlayerRank {
  const next = [...ELO_TIERS].reverse().find((tier) => tier.min > elo) ?? null;
  return {
    title: tierFor(elo),
    elo,
    ant_id: antId,
    progress: next ? tierProgress(elo) : 1,
    next: next ? { title: next.title, min_elo: next.min, points_needed: next.min - elo } : null,
  };
}

/** The best rating among ants whose stats were never edited (the leaderboard's own rule), or the starting rating. */
function bestRank(ants: readonly CollectionRow[]): PlayerRank {
  let best: CollectionRow | null = null;
  for (const ant of ants) if (!ant.stats_edited && (!best || ant.elo_rating > best.elo_rating)) best = ant;
  return rankFor(best?.elo_rating ?? START_RATING, best?.id ?? null);
}

/**
 * An ant's points: its start (creation time, the rating before its first ranked battle) and the rating after each
 * ranked battle. With more battles than kept, the oldest kept battle's result opens the line and `truncated` is set.
 */
export function historyOf(ant: CollectionRow, steps: readonly RatingStepRow[]): EloHistory {
  const truncated = steps.length > ELO_HISTORY_MAX_BATTLES;
  const first = steps[0];
  const opening =
    truncated && first
      ? { at: first.completed_at, elo: first.elo_after }
      : { at: ant.created_at, elo: first?.elo_before ?? ant.elo_rating };
  const rest = truncated ? steps.slice(1) : steps;
  return {
    ant_id: ant.id,
    ant_name: ant.name,
    color: ant.color,
    points: [opening, ...rest.map((step) => ({ at: step.completed_at, elo: step.elo_after }))].map((point) => ({
      at: point.at.toISOString(),
      elo: point.elo,
    })),
    truncated,
  };
}

/** Everything the Statistics tab shows, read in three statements. */
export async function profileStatistics(db: Db, userId: string): Promise<ProfileStatistics> {
  const [ants, totals, steps] = await Promise.all([
    collectionRows(db, userId),
    battleTotals(db, userId),
    ratingSteps(db, userId, ELO_HISTORY_MAX_BATTLES + 1),
  ]);
  const stepsByAnt = new Map<string, RatingStepRow[]>();
  for (const step of steps) stepsByAnt.set(step.ant_id, [...(stepsByAnt.get(step.ant_id) ?? []), step]);
  const collection = ants.map((ant) => ({
    id: ant.id,
    name: ant.name,
    color: ant.color,
    level: levelFor(ant.total_experience),
    total_experience: ant.total_experience,
    elo_rating: ant.elo_rating,
  }));
  return {
    battles: {
      total: totals.total,
      wins: totals.wins,
      losses: totals.total - totals.wins,
      win_rate: winRatePercent(totals.wins, totals.total - totals.wins),
      self_battles: totals.selfBattles,
    },
    rank: bestRank(ants),
    collection: {
      total_ants: ants.length,
      highest_level: Math.max(0, ...collection.map((ant) => ant.level)),
      total_experience: collection.reduce((sum, ant) => sum + ant.total_experience, 0),
      ants: collection,
    },
    elo_history: ants.map((ant) => historyOf(ant, stepsByAnt.get(ant.id) ?? [])),
  };
}
