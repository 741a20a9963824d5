// The achievements feature's public entry: the only module other features and app/ may import from it.

export { useAchievementsQuery } from "./api/achievements-api";
export { AchievementsView } from "./components/AchievementsView";
