// An ant's battles out of the player's history, oldest first, and its rating after each (the History sub-tab's line).
import type { Battle } from "@antbrawl/protocol/battles";

export interface AntBattle {
  id: string;
  at: string;
  won: boolean;
  opponent: string;
  battleType: string;
  eloBefore: number;
  eloAfter: number;
}

/** The completed battles this ant fought, oldest first ('Unknown' names an opponent with no participant row). */
export function antBattles(battles: readonly Battle[], antId: string): AntBattle[] {
  return battles
    .filter((battle) => battle.status === "completed")
    .flatMap((battle) => {
      const own = battle.participants.find((side) => side.ant_id === antId);
      if (!own) return [];
      const other = battle.participants.find((side) => side !== own);
      return [
        {
          id: battle.id,
          at: battle.completed_at ?? battle.created_at,
          won: battle.winner_ant_id === antId,
          opponent: other?.ant_name ?? "Unknown",
          battleType: battle.battle_type,
          eloBefore: own.elo_before,
          eloAfter: own.elo_after,
        },
      ];
    })
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** One point of the rating line: `start` before the first battle, then a battle's id. */
export interface RatingPoint {
  key: string;
  value: number;
}

/** The rating before the first battle, then after each: one point more than battles. */
export function ratingSeries(battles: readonly AntBattle[], current: number): RatingPoint[] {
  const start = { key: "start", value: battles[0]?.eloBefore ?? current };
  return [start, ...battles.map((battle) => ({ key: battle.id, value: battle.eloAfter }))];
}
