// Leaderboard tiers by ELO rating (spec 000 §4).

/** [E6] Tier floors, highest first; below the last floor is Beginner. */
export const ELO_TIERS = [
  { min: 2000, title: "Grandmaster" },
  { min: 1800, title: "Master" },
  { min: 1600, title: "Expert" },
  { min: 1400, title: "Advanced" },
  { min: 1200, title: "Intermediate" },
  { min: 1000, title: "Novice" },
] as const;
/** [E6] Title below 1000. */
export const LOWEST_TIER = "Beginner";
/** A tier title. */
export type TierTitle = (typeof ELO_TIERS)[number]["title"] | typeof LOWEST_TIER;
/** [E7] Width of a tier band, used for progress within Beginner and Grandmaster too. */
export const TIER_BAND = 200;
/** [E7] Beginner's band for the progress bar starts one band below Novice. */
export const BEGINNER_BAND_FLOOR = 1000 - TIER_BAND;

/** [E6] The title for a rating: 2000+ Grandmaster … 1000+ Novice, below 1000 Beginner. */
export function tierFor(rating: number): TierTitle {
  for (const tier of ELO_TIERS) if (rating >= tier.min) return tier.title;
  return LOWEST_TIER;
}

/** [E7] Progress through the current tier band, 0 to 1 (for the profile's rank bar). */
export function tierProgress(rating: number): number {
  const floor = ELO_TIERS.find((tier) => rating >= tier.min)?.min ?? BEGINNER_BAND_FLOOR;
  return Math.min(1, Math.max(0, (rating - floor) / TIER_BAND));
}
