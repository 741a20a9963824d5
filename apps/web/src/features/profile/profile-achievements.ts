// The profile's four achievements (spec 000 §2, goals of §9), each earned or not from the player's real figures.
import type { ProfileStatistics } from "@antbrawl/protocol/profile";

export interface ProfileAchievement {
  id: "first_battle" | "champion" | "social_butterfly" | "ant_master";
  icon: string;
  name: string;
  description: string;
  /** Progress toward `goal`, capped at the goal; null while the figure is unknown (friends not plugged in yet). */
  progress: number | null;
  goal: number;
  earned: boolean;
}

/** Profile achievement goals (spec 000 §9). */
export const CHAMPION_WINS = 10;
export const SOCIAL_FRIENDS = 5;
export const MASTER_ANTS = 3;

function entry(
  base: Omit<ProfileAchievement, "progress" | "earned">,
  value: number | null | undefined,
): ProfileAchievement {
  const progress = value === null || value === undefined ? null : Math.min(value, base.goal);
  return { ...base, progress, earned: progress !== null && progress >= base.goal };
}

/**
 * First Battle counts any completed battle, self battles included (as the dashboard's First Battle does); Champion
 * counts wins against other players' ants; Social Butterfly the friends; Ant Master the ants the player has now.
 */
export function profileAchievements(
  statistics: ProfileStatistics | undefined,
  friendCount: number | undefined,
): ProfileAchievement[] {
  const battles = statistics ? statistics.battles.total + statistics.battles.self_battles : null;
  return [
    entry(
      { id: "first_battle", icon: "⚔️", name: "First Battle", description: "Fight your first battle", goal: 1 },
      battles,
    ),
    entry(
      {
        id: "champion",
        icon: "🏆",
        name: "Champion",
        description: `Win ${CHAMPION_WINS} battles`,
        goal: CHAMPION_WINS,
      },
      statistics?.battles.wins ?? null,
    ),
    entry(
      {
        id: "social_butterfly",
        icon: "🦋",
        name: "Social Butterfly",
        description: `Add ${SOCIAL_FRIENDS} friends`,
        goal: SOCIAL_FRIENDS,
      },
      friendCount,
    ),
    entry(
      {
        id: "ant_master",
        icon: "👑",
        name: "Ant Master",
        description: `Create ${MASTER_ANTS} ants`,
        goal: MASTER_ANTS,
      },
      statistics?.collection.total_ants ?? null,
    ),
  ];
}
