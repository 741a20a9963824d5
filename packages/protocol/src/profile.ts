// The profile's Statistics tab: GET /api/users/{userId}/statistics (battle figures, rank, ant collection, ELO history).
import { type Static, Type } from "@sinclair/typebox";

/** Completed battles of the player's ants that count for records: every type but self battles. */
export const BattleFigures = Type.Object({
  total: Type.Integer({
    description: "completed battles (not self battles) any ant of the player fought, deleted ants too",
  }),
  wins: Type.Integer(),
  losses: Type.Integer(),
  win_rate: Type.Number({ description: "percent, one decimal; 0 before any battle" }),
  self_battles: Type.Integer({
    description: "completed self battles between two of the player's ants, not counted above",
  }),
});
export type BattleFigures = Static<typeof BattleFigures>;

export const NextTier = Type.Object({
  title: Type.String(),
  min_elo: Type.Integer({ description: "the rating where the next tier starts" }),
  points_needed: Type.Integer({ description: "rating points still missing" }),
});
export type NextTier = Static<typeof NextTier>;

/** The player's rank: the tier of their best ant's rating (spec 000 §4 ELO tiers). */
export const PlayerRank = Type.Object({
  title: Type.String({ description: "Beginner, Novice, Intermediate, Advanced, Expert, Master or Grandmaster" }),
  elo: Type.Integer({
    description: "the best rating among the player's ants whose stats were never edited; 1000 without one",
  }),
  ant_id: Type.Union([Type.String(), Type.Null()], { description: "the ant holding that rating" }),
  progress: Type.Number({
    minimum: 0,
    maximum: 1,
    description: "fraction of the way to the next tier; 1 at Grandmaster",
  }),
  next: Type.Union([NextTier, Type.Null()], { description: "null at Grandmaster" }),
});
export type PlayerRank = Static<typeof PlayerRank>;

export const CollectionAnt = Type.Object({
  id: Type.String(),
  name: Type.String(),
  color: Type.String(),
  level: Type.Integer(),
  total_experience: Type.Integer(),
  elo_rating: Type.Integer(),
});
export type CollectionAnt = Static<typeof CollectionAnt>;

export const AntCollection = Type.Object({
  total_ants: Type.Integer(),
  highest_level: Type.Integer({ description: "0 without ants" }),
  total_experience: Type.Integer(),
  ants: Type.Array(CollectionAnt, { description: "oldest first" }),
});
export type AntCollection = Static<typeof AntCollection>;

export const EloPoint = Type.Object({
  at: Type.String({ format: "date-time" }),
  elo: Type.Integer(),
});
export type EloPoint = Static<typeof EloPoint>;

/** One ant's rating over time: its starting rating, then the rating after each ranked battle, oldest first. */
export const EloHistory = Type.Object({
  ant_id: Type.String(),
  ant_name: Type.String(),
  color: Type.String(),
  points: Type.Array(EloPoint),
  truncated: Type.Boolean({
    description: "true when older ranked battles were left out: the first point is then a battle, not the start",
  }),
});
export type EloHistory = Static<typeof EloHistory>;

export const ProfileStatistics = Type.Object({
  battles: BattleFigures,
  rank: PlayerRank,
  collection: AntCollection,
  elo_history: Type.Array(EloHistory, { description: "one entry per ant of the collection, same order" }),
});
export type ProfileStatistics = Static<typeof ProfileStatistics>;

/** Ranked battles per ant the ELO history keeps (the newest). */
export const ELO_HISTORY_MAX_BATTLES = 100;

/** One day of the colony's battles (UTC), for the Colony Statistics chart. */
export const ColonyDay = Type.Object({
  day: Type.String({ description: "UTC date, YYYY-MM-DD" }),
  battles: Type.Integer({ minimum: 0 }),
  wins: Type.Integer({ minimum: 0 }),
});
export type ColonyDay = Static<typeof ColonyDay>;

/** How many days the Colony Statistics chart covers, today included. */
export const COLONY_CHART_DAYS = 14;

/** GET /api/users/{userId}/colony-statistics: the care given and activity counted so far, and battles per day. */
export const ColonyStatistics = Type.Object({
  care: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    feed: Type.Integer({ minimum: 0 }),
    water: Type.Integer({ minimum: 0 }),
    rest: Type.Integer({ minimum: 0 }),
    exercise: Type.Integer({ minimum: 0 }),
    clean: Type.Integer({ minimum: 0 }),
  }),
  trainings: Type.Integer({ minimum: 0 }),
  chats: Type.Integer({ minimum: 0 }),
  battles_fought: Type.Integer({ minimum: 0, description: "every battle kind the player fought in person" }),
  days: Type.Array(ColonyDay, { description: `the last ${14} UTC days, oldest first, days without battles included` }),
});
export type ColonyStatistics = Static<typeof ColonyStatistics>;
