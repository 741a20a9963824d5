// What the battle screens show about a battle: sides, opponent, result, labels and status icons.
import type { Battle, BattleParticipant } from "@antbrawl/protocol/battles";
import { ARENA_LABELS } from "@antbrawl/rules/battle/arena";
import { type ArenaType, BATTLE_TYPE_LABELS, type BattleType, TOPDOWN_ARENA } from "@antbrawl/rules/battle/types";

const UNKNOWN_OPPONENT = "Unknown";

/** The player's own side: their ant in a server battle, the first ant in a self battle. */
export function ownSide(battle: Battle, userId: string): BattleParticipant | null {
  return battle.participants.find((p) => p.user_id === userId) ?? battle.participants[0] ?? null;
}

/** The other side: another player's ant, or the second of the player's own ants in a self battle. */
function opponentSide(battle: Battle, userId: string): BattleParticipant | null {
  const other = battle.participants.find((p) => p.user_id !== userId);
  if (other) return other;
  const own = ownSide(battle, userId);
  return battle.participants.find((p) => p !== own) ?? null;
}

/** The opponent's ant name, or 'Unknown' when the battle has no opponent participant. */
export function opponentName(battle: Battle, userId: string): string {
  return opponentSide(battle, userId)?.ant_name ?? UNKNOWN_OPPONENT;
}

/** 'Victory' when this player won, 'Defeat' otherwise. */
export function resultFor(battle: Battle, userId: string): "Victory" | "Defeat" {
  return battle.winner_id === userId ? "Victory" : "Defeat";
}

/** The winning ant's name, from the summary or the participants. */
export function winnerName(battle: Battle): string | null {
  if (battle.battle_summary?.winner_name) return battle.battle_summary.winner_name;
  return battle.participants.find((p) => p.ant_id === battle.winner_ant_id)?.ant_name ?? null;
}

export function battleTypeLabel(type: string): string {
  return BATTLE_TYPE_LABELS[type as BattleType] ?? type.replace(/_/g, " ");
}

/** 'Desert' from 'Desert (+10% speed)'; 'Top-Down' for an Arena Combat. */
export function arenaName(arena: string): string {
  if (arena === TOPDOWN_ARENA) return "Top-Down";
  return (ARENA_LABELS[arena as ArenaType] ?? arena).replace(/\s*\(.*\)$/, "");
}

const STATUS_ICONS: Record<string, { icon: string; label: string }> = {
  completed: { icon: "✅", label: "Completed" },
  in_progress: { icon: "⚔️", label: "In progress" },
  scheduled: { icon: "⏳", label: "Scheduled" },
  cancelled: { icon: "❌", label: "Cancelled" },
};

/** The status icon of spec 001 §4: completed, in_progress, scheduled, cancelled, anything else. */
export function statusIcon(status: string): { icon: string; label: string } {
  return STATUS_ICONS[status] ?? { icon: "❔", label: status };
}

/** A short local date and time for a battle row. */
export function battleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
