// Every achievement a player can unlock: five types, five rarities, each counted on one progress metric.

/** [A1] Achievement types (the achievements view's filter offers them too). */
export const ACHIEVEMENT_TYPES = ["battle", "training", "care", "social", "special"] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];
/** [A1] Rarities, commonest first. */
export const ACHIEVEMENT_RARITIES = ["common", "uncommon", "rare", "epic", "legendary"] as const;
export type AchievementRarity = (typeof ACHIEVEMENT_RARITIES)[number];

/** [A2] Experience an achievement awards when it unlocks, by rarity. */
export const EXPERIENCE_BY_RARITY: Record<AchievementRarity, number> = {
  common: 25,
  uncommon: 50,
  rare: 100,
  epic: 250,
  legendary: 500,
};

/** [A3] Progress counters kept per user; "max" metrics keep the best value seen, the others add up. */
export const ACHIEVEMENT_METRICS = {
  ants_created: "add",
  care_total: "add",
  care_feed: "add",
  care_water: "add",
  care_rest: "add",
  care_exercise: "add",
  care_clean: "add",
  good_care_days: "add",
  chats_sent: "add",
  battles_fought: "add",
  battles_won: "add",
  best_win_streak: "max",
  /** The most friends the player has had at once (removing and re-adding a friend does not count twice). */
  friends_added: "max",
  challenges_sent: "add",
  trainings_completed: "add",
  mini_games_played: "add",
  mini_game_s_grades: "add",
  highest_level: "max",
  best_rating: "max",
  breedings_completed: "add",
  equipment_equipped: "add",
  treatments_applied: "add",
  tournament_matches_won: "add",
  tournaments_won: "add",
} as const satisfies Record<string, "add" | "max">;
export type AchievementMetric = keyof typeof ACHIEVEMENT_METRICS;
export type MetricMode = (typeof ACHIEVEMENT_METRICS)[AchievementMetric];

/** [A1] One achievement of the catalog. */
export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  icon: string;
  type: AchievementType;
  rarity: AchievementRarity;
  metric: AchievementMetric;
  required_progress: number;
  experience_reward: number;
}

type Row = [string, string, string, AchievementType, AchievementRarity, AchievementMetric, number, string];

// id, name, icon, type, rarity, metric, required progress, description
// biome-ignore format: one achievement per line reads as a table
const ROWS: Row[] = [
  ["first_battle", "First Battle", "⚔️", "battle", "common", "battles_fought", 1, "Fight your first battle"],
  ["first_victory", "First Victory", "🏅", "battle", "common", "battles_won", 1, "Win your first battle"],
  ["battle_hardened", "Battle Hardened", "🛡️", "battle", "uncommon", "battles_fought", 25, "Fight 25 battles"],
  ["bracket_climber", "Bracket Climber", "🪜", "battle", "uncommon", "tournament_matches_won", 3, "Win 3 tournament matches"],
  ["hot_streak", "Hot Streak", "🔥", "battle", "uncommon", "best_win_streak", 3, "Win 3 battles in a row"],
  ["champion", "Champion", "🏆", "battle", "rare", "battles_won", 10, "Win 10 battles"],
  ["warlord", "Warlord", "🗡️", "battle", "epic", "battles_won", 50, "Win 50 battles"],
  ["unstoppable", "Unstoppable", "⚡", "battle", "epic", "best_win_streak", 10, "Win 10 battles in a row"],
  ["tournament_champion", "Tournament Champion", "🥇", "battle", "epic", "tournaments_won", 1, "Win a tournament"],
  ["colony_legend", "Colony Legend", "🌟", "battle", "legendary", "battles_won", 100, "Win 100 battles"],
  ["training_day", "Training Day", "💪", "training", "common", "trainings_completed", 1, "Complete a training session"],
  ["game_on", "Game On", "🎮", "training", "common", "mini_games_played", 1, "Play a training game"],
  ["dedicated_trainer", "Dedicated Trainer", "🏋️", "training", "uncommon", "trainings_completed", 25, "Complete 25 training sessions"],
  ["flawless", "Flawless", "💯", "training", "rare", "mini_game_s_grades", 1, "Score an S grade in a training game"],
  ["training_master", "Training Master", "🥋", "training", "epic", "trainings_completed", 100, "Complete 100 training sessions"],
  ["first_meal", "First Meal", "🍎", "care", "common", "care_feed", 1, "Feed an ant"],
  ["field_medic", "Field Medic", "🩺", "care", "common", "treatments_applied", 1, "Treat an ant at the Medical Center"],
  ["hydration_hero", "Hydration Hero", "💧", "care", "uncommon", "care_water", 25, "Give water 25 times"],
  ["power_nap", "Power Nap", "😴", "care", "uncommon", "care_rest", 25, "Let your ants rest 25 times"],
  ["fitness_coach", "Fitness Coach", "🏃", "care", "uncommon", "care_exercise", 25, "Exercise your ants 25 times"],
  ["squeaky_clean", "Squeaky Clean", "🧼", "care", "uncommon", "care_clean", 25, "Clean your ants 25 times"],
  ["caring_keeper", "Caring Keeper", "💚", "care", "rare", "care_total", 100, "Care for your ants 100 times"],
  ["perfect_week", "Perfect Week", "📅", "care", "rare", "good_care_days", 7, "Keep an ant in excellent condition on 7 days"],
  ["devoted_keeper", "Devoted Keeper", "🏵️", "care", "epic", "good_care_days", 30, "Keep an ant in excellent condition on 30 days"],
  ["first_friend", "First Friend", "🤝", "social", "common", "friends_added", 1, "Add a friend"],
  ["friendly_rival", "Friendly Rival", "📨", "social", "common", "challenges_sent", 1, "Challenge a friend to a battle"],
  ["social_butterfly", "Social Butterfly", "🦋", "social", "uncommon", "friends_added", 5, "Add 5 friends"],
  ["chatterbox", "Chatterbox", "💬", "social", "uncommon", "chats_sent", 50, "Send 50 chat messages to your ants"],
  ["ant_whisperer", "Ant Whisperer", "🗣️", "social", "rare", "chats_sent", 500, "Send 500 chat messages to your ants"],
  ["colony_founder", "Colony Founder", "🏠", "special", "common", "ants_created", 1, "Create your first ant"],
  ["ant_master", "Ant Master", "🐜", "special", "uncommon", "ants_created", 3, "Create 3 ants"],
  ["well_equipped", "Well Equipped", "🧰", "special", "common", "equipment_equipped", 1, "Equip an item"],
  ["rising_star", "Rising Star", "⭐", "special", "uncommon", "highest_level", 5, "Raise an ant to level 5"],
  ["proud_parent", "Proud Parent", "🥚", "special", "rare", "breedings_completed", 1, "Hatch an ant at the Breeding Lab"],
  ["veteran", "Veteran", "🎖️", "special", "rare", "highest_level", 10, "Raise an ant to level 10"],
  ["living_legend", "Living Legend", "🏛️", "special", "legendary", "highest_level", 25, "Raise an ant to level 25"],
  ["grandmaster", "Grandmaster", "👑", "special", "legendary", "best_rating", 2000, "Reach an ELO rating of 2000"],
];

/** [A1][A2] The catalog, in display order (by type, then rarity). */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = ROWS.map(
  ([id, name, icon, type, rarity, metric, required_progress, description]) => ({
    id,
    name,
    description,
    icon,
    type,
    rarity,
    metric,
    required_progress,
    experience_reward: EXPERIENCE_BY_RARITY[rarity],
  }),
);

/** [A1] One achievement by id, or undefined. */
export function achievementById(id: string): AchievementDefinition | undefined {
  return ACHIEVEMENTS.find((entry) => entry.id === id);
}

/** [A3] The achievements counted on one metric. */
export function achievementsForMetric(metric: AchievementMetric): AchievementDefinition[] {
  return ACHIEVEMENTS.filter((entry) => entry.metric === metric);
}
