// Turns stored battles and their sides into the API's Battle shape.
import type { Battle, BattleParticipant } from "@antbrawl/protocol/battles";
import { fromMilli } from "@antbrawl/rules/economy/money";
import { diceCommitmentOf } from "./new-battle";
import type { BattleRow, ParticipantRow } from "./repository";

/** Rounded to two decimals (health and energy may be fractional after time passes). */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function presentParticipant(side: ParticipantRow): BattleParticipant {
  return {
    user_id: side.user_id,
    username: side.username,
    ant_id: side.ant_id,
    ant_name: side.ant_name,
    starting_health: round2(side.starting_health),
    current_health: round2(side.final_health ?? side.starting_health),
    starting_energy: round2(side.starting_energy),
    energy: round2(side.final_energy ?? side.starting_energy),
    stats: side.fighter.stats,
    appearance: side.appearance,
    level: side.level,
    elo_before: side.elo_before,
    elo_after: side.elo_after ?? side.elo_before,
    experience_gained: side.experience_gained,
  };
}

/** A battle is over, and its dice may be revealed (FD3), once it is completed or cancelled. */
export function diceRevealed(row: Pick<BattleRow, "status">): boolean {
  return row.status === "completed" || row.status === "cancelled";
}

/** FD3: the commitment from the start; the seed and salt only once the battle is over. */
function presentDice(row: BattleRow): Pick<Battle, "seed" | "dice_commitment" | "dice_salt"> {
  const revealed = diceRevealed(row);
  return {
    seed: revealed ? row.seed : null,
    dice_commitment: diceCommitmentOf(row),
    dice_salt: revealed ? row.dice_salt : null,
  };
}

/** The API shape of a battle; `sides` are its participants in side order. */
export function presentBattle(row: BattleRow, sides: readonly ParticipantRow[]): Battle {
  const names = new Map(sides.map((side) => [side.ant_id, side.ant_name]));
  const loser = sides.find((side) => side.ant_id !== row.winner_ant_id);
  const completed = row.status === "completed" && row.winner_ant_id !== null;
  return {
    id: row.id,
    battle_type: row.battle_type,
    status: row.status,
    arena_type: row.arena_type,
    battle_speed: row.battle_speed,
    stake_amount: fromMilli(row.stake_milli),
    participants: sides.map(presentParticipant),
    winner_id: row.winner_id,
    winner_ant_id: row.winner_ant_id,
    current_turn: row.current_turn,
    battle_log: row.battle_log.map((entry) => ({ ...entry, timestamp: new Date(entry.timestamp).toISOString() })),
    battle_summary: completed
      ? {
          turns: row.current_turn,
          ended_by: row.ended_by ?? "knockout",
          winner_name: names.get(row.winner_ant_id ?? "") ?? "Unknown",
          loser_name: loser?.ant_name ?? "Unknown",
          payout: fromMilli(row.payout_milli),
          house_fee: fromMilli(row.house_fee_milli),
        }
      : null,
    ...presentDice(row),
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

/** Battles with their sides, in the order of `rows`. */
export function presentBattles(rows: readonly BattleRow[], sides: readonly ParticipantRow[]): Battle[] {
  const byBattle = new Map<string, ParticipantRow[]>();
  for (const side of sides) byBattle.set(side.battle_id, [...(byBattle.get(side.battle_id) ?? []), side]);
  return rows.map((row) => presentBattle(row, byBattle.get(row.id) ?? []));
}
