// Plain protocol objects for component tests: a player, an ant with given needs, a two-ant battle.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Battle, BattleParticipant } from "@antbrawl/protocol/battles";
import type { User } from "@antbrawl/protocol/users";
import { NEED_MAX, NEED_NAMES, type NeedName, STAT_NAMES } from "@antbrawl/rules/ant";

export const player: User = {
  id: "user-1",
  username: "tester",
  name: "Tester",
  email: "tester@example.com",
  avatar_url: null,
  created_at: "2026-01-01T00:00:00.000Z",
  validated: true,
  max_ants: 3,
};

/** An ant whose needs are all `fill` except the ones given. */
export function antWith(needs: Partial<Record<NeedName, number>> = {}, fill = 15, id = "ant-1", name = "Rex"): Ant {
  return {
    id,
    owner_id: player.id,
    name,
    appearance: { color: "#8B4513", pattern: "solid", size: 1, battle_scars: [] },
    stats: Object.fromEntries(STAT_NAMES.map((stat) => [stat, 10])) as Ant["stats"],
    needs: Object.fromEntries(
      NEED_NAMES.map((need) => [need, { current: needs[need] ?? fill, max: NEED_MAX, status: "good" }]),
    ) as Ant["needs"],
    condition: { level: "good", message: "" },
    total_experience: 0,
    level: 1,
    current_health: 100,
    energy: 100,
    personality: { mood: 70, last_interaction: null },
    battle_history: { wins: 0, losses: 0, elo_rating: 1200, win_streak: 0 },
    is_in_battle: false,
    is_training: false,
    stats_edited: false,
    training_sessions_today: 0,
    generation: 1,
    primary_style: "balanced",
    birth_date: "2026-01-01T00:00:00.000Z",
    traits: { genetic: [], personality: [] },
    parents: null,
    treatment_until: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  };
}

function fighter(antId: string, name: string, health: number): BattleParticipant {
  return {
    user_id: player.id,
    username: player.username,
    ant_id: antId,
    ant_name: name,
    starting_health: health,
    current_health: health,
    starting_energy: 100,
    energy: 100,
    stats: Object.fromEntries(STAT_NAMES.map((stat) => [stat, 10])) as BattleParticipant["stats"],
    appearance: { color: "#8B4513", pattern: "solid", size: 1, battle_scars: [] },
    level: 1,
    elo_before: 1200,
    elo_after: 1200,
    experience_gained: 0,
  };
}

/** A finished self battle between two ants starting at the given health. */
export function battleBetween(leftHealth: number, rightHealth: number): Battle {
  return {
    id: "battle-1",
    battle_type: "self",
    status: "completed",
    arena_type: "basic",
    battle_speed: "normal",
    stake_amount: 0,
    participants: [fighter("ant-a", "Alpha", leftHealth), fighter("ant-b", "Beta", rightHealth)],
    winner_id: player.id,
    winner_ant_id: "ant-a",
    current_turn: 0,
    battle_log: [],
    battle_summary: null,
    seed: 1,
    dice_commitment: null,
    dice_salt: null,
    created_at: "2026-01-01T00:00:00.000Z",
    completed_at: "2026-01-01T00:01:00.000Z",
  };
}
