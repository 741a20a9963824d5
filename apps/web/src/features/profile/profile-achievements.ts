// The profile's four achievements, read from the same list the Achievements screen shows (GET /achievements), so both
// screens always show the same progress.
import type { Achievement } from "@antbrawl/protocol/ants";

export interface ProfileAchievement {
  id: string;
  icon: string;
  name: string;
  description: string;
  /** Progress toward `goal`, capped at the goal; null while the list is loading. */
  progress: number | null;
  goal: number;
  earned: boolean;
}

/** The achievements the profile shows, in this order (spec 000 §2). */
const PROFILE_ACHIEVEMENT_IDS = ["first_battle", "champion", "social_butterfly", "ant_master"] as const;

/** The profile's four entries from the player's achievement list; progress unknown until it is loaded. */
export function profileAchievements(list: readonly Achievement[] | undefined): ProfileAchievement[] {
  return PROFILE_ACHIEVEMENT_IDS.flatMap((id) => {
    const entry = list?.find((achievement) => achievement.achievement_id === id);
    if (list && !entry) return [];
    return [
      {
        id,
        icon: entry?.icon ?? "",
        name: entry?.name ?? id.replace("_", " "),
        description: entry?.description ?? "",
        progress: entry ? Math.min(entry.current_progress, entry.required_progress) : null,
        goal: entry?.required_progress ?? 1,
        earned: entry?.unlocked ?? false,
      },
    ];
  });
}
