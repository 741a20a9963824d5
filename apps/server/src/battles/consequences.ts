// What a finished battle writes on each real ant, and the chat memories and achievement events it leaves.
import type { AchievementEvent } from "@antbrawl/rules/achievements/events";
import { type AntOutcome, countsForRecord } from "@antbrawl/rules/battle/outcome";
import type { BattleLogEntry, BattleType, Fighter } from "@antbrawl/rules/battle/types";
import { levelFor } from "@antbrawl/rules/colony/level";
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import { scarsFromBattle, withScars } from "@antbrawl/rules/lab/scars";
import { type AntBattleChanges, type AntRow, recordAntEvent, vitalsColumns } from "../colony";
import type { Db } from "../db/database";
import type { WearSide } from "../lab";
import type { ParticipantRow } from "./repository";

/** One side as it enters the engine. */
export interface Entrant {
  side: ParticipantRow;
  /** The real ant, locked for the transaction; undefined when it was released since the battle was made. */
  row: AntRow | undefined;
  /** Vitals at the start, for an ant that fights in person; undefined for a defender (its stored copy fights). */
  vitals: AntVitals | undefined;
  fighter: Fighter;
}

/** An entrant with what the battle did to it. */
export interface Settled extends Entrant {
  outcome: AntOutcome;
  eloAfter: number;
}

/** True when the ant fights in person: its health, energy and experience change (a defender's do not). */
export function fightsInPerson(entrant: Entrant): entrant is Entrant & { row: AntRow; vitals: AntVitals } {
  return entrant.row !== undefined && entrant.vitals !== undefined;
}

/**
 * Columns for the real ant. In person: time is applied (the vitals at the start), then health and energy take their
 * final values, experience is added, and the ant leaves the battle. A defender keeps its body and only takes the
 * record: wins, losses, streak and (ranked) rating. A self battle leaves the record (and so the leaderboard) as it
 * was [B22]: the player's Total Wins count it from the battle's winner instead. An ant in person also earns the
 * battle's scars (rule AR2) from the log and its opponent's name.
 */
export function antChanges(
  entrant: Settled,
  battleType: BattleType,
  now: Date,
  fight: { log: readonly BattleLogEntry[]; opponentName: string } = { log: [], opponentName: "an unknown ant" },
): AntBattleChanges | undefined {
  const { row, outcome } = entrant;
  if (!row) return undefined;
  const counts = countsForRecord(battleType);
  const record = {
    wins: row.wins + (counts && outcome.won ? 1 : 0),
    losses: row.losses + (counts && !outcome.won ? 1 : 0),
    win_streak: outcome.winStreak,
    elo_rating: entrant.eloAfter,
    updated_at: now,
  };
  if (!fightsInPerson(entrant)) return record;
  const vitals = { ...entrant.vitals, health: outcome.finalHealth, energy: outcome.finalEnergy };
  const scars = scarsFromBattle({
    antId: row.id,
    won: outcome.won,
    finalHealth: outcome.finalHealth,
    opponentName: fight.opponentName,
    log: fight.log,
  });
  return {
    ...record,
    ...vitalsColumns(vitals, now),
    ...(scars.length > 0 ? { battle_scars: JSON.stringify(withScars(row.battle_scars ?? [], scars)) } : {}),
    total_experience: row.total_experience + outcome.experienceGained,
    is_in_battle: false,
  };
}

/** Remembers the battle for each real ant's chat ("won a battle against Goldie", "leveled up"). */
export async function recordBattleMemories(db: Db, settled: readonly Settled[], now: Date): Promise<void> {
  for (const entrant of settled) {
    if (!entrant.row) continue;
    const opponent = settled.find((other) => other !== entrant)?.fighter.name ?? "an unknown ant";
    const verb = entrant.outcome.won ? "won" : "lost";
    await recordAntEvent(db, entrant.row.id, "battle", `${verb} a battle against ${opponent}`, now);
    if (fightsInPerson(entrant) && leveledUp(entrant))
      await recordAntEvent(db, entrant.row.id, "battle", "leveled up", now);
  }
}

function leveledUp(entrant: Settled & { row: AntRow }): boolean {
  const before = entrant.row.total_experience;
  return levelFor(before + entrant.outcome.experienceGained) > levelFor(before);
}

/**
 * Achievement events per player who fought in person (a defender's owner was offline and earns none): one
 * battle_fought per battle, battle_won and the win streak when one of their ants beat another player's ant (never in
 * a self battle: First Victory, Champion, Hot Streak … are about beating others), the ants' levels and, in a ranked
 * battle, the new ratings. A self battle still counts as a battle fought (First Battle, Battle Hardened).
 */
export function achievementEventsByUser(
  settled: readonly Settled[],
  battleType: BattleType,
): Map<string, AchievementEvent[]> {
  const byUser = new Map<string, AchievementEvent[]>();
  for (const entrant of settled) {
    if (!fightsInPerson(entrant)) continue;
    const userId = entrant.row.owner_id;
    const events = byUser.get(userId) ?? [{ kind: "battle_fought" }];
    if (entrant.outcome.won && countsForRecord(battleType)) {
      events.push({ kind: "battle_won" }, { kind: "win_streak", streak: entrant.outcome.winStreak });
    }
    events.push({
      kind: "level_reached",
      level: levelFor(entrant.row.total_experience + entrant.outcome.experienceGained),
    });
    if (battleType === "ranked") events.push({ kind: "rating_reached", rating: entrant.eloAfter });
    byUser.set(userId, events);
  }
  return byUser;
}

/** A settled side of a battle as equipment wear and rewards see it. */
export function wearSideOf(entrant: Settled): WearSide {
  return {
    antId: entrant.fighter.antId,
    userId: entrant.side.user_id,
    inPerson: fightsInPerson(entrant),
    won: entrant.outcome.won,
  };
}
