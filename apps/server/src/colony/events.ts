// What the colony does when other domains' events happen, inside their transaction: a settled battle changes its ants
// (health, energy, experience, record, rating, scars) and leaves memories and achievement progress; progress counts
// toward achievements (unlocks raise `achievements.unlocked`).
import type { AchievementEvent } from "@antbrawl/rules/achievements/events";
import { countsForRecord } from "@antbrawl/rules/battle/outcome";
import type { BattleLogEntry, BattleType } from "@antbrawl/rules/battle/types";
import { levelFor } from "@antbrawl/rules/colony/level";
import { scarsFromBattle, withScars } from "@antbrawl/rules/lab/scars";
import type { EventPayloads, SettledSide } from "../events/catalogue";
import type { Events, Work } from "../events/units";
import { recordEvents } from "./achievements";
import { recordAntEvent } from "./ant-events-repository";
import { currentVitals } from "./ant-state";
import { type AntBattleChanges, writeAntBattleResult } from "./ant-writes-repository";
import { type AntRow, lockAnt, vitalsColumns } from "./ants-repository";

/**
 * [B22][AR2] Columns for the real ant. In person: time is applied, health and energy take their final values,
 * experience is added, scars are earned and the ant leaves the battle. A defender keeps its body and only takes the
 * record: wins, losses, streak and rating. A self battle or an Arena Combat leaves the record as it was.
 */
function antChanges(
  row: AntRow,
  side: SettledSide,
  battle: { battleType: BattleType; log: readonly BattleLogEntry[]; opponentName: string },
  now: Date,
): AntBattleChanges {
  const counts = countsForRecord(battle.battleType);
  const record = {
    wins: row.wins + (counts && side.won ? 1 : 0),
    losses: row.losses + (counts && !side.won ? 1 : 0),
    win_streak: side.winStreak,
    elo_rating: side.eloAfter,
    updated_at: now,
  };
  if (!side.inPerson) return record;
  const current = currentVitals(row, now);
  // [TN21] A tournament game was fought at full strength: the ant keeps the health and energy it had.
  const vitals =
    battle.battleType === "tournament" ? current : { ...current, health: side.finalHealth, energy: side.finalEnergy };
  const scars = scarsFromBattle({
    antId: row.id,
    won: side.won,
    finalHealth: side.finalHealth,
    opponentName: battle.opponentName,
    log: battle.log,
  });
  return {
    ...record,
    ...vitalsColumns(vitals, now),
    ...(scars.length > 0 ? { battle_scars: JSON.stringify(withScars(row.battle_scars ?? [], scars)) } : {}),
    total_experience: row.total_experience + side.experienceGained,
    is_in_battle: false,
  };
}

/**
 * Achievement progress of a player who fought in person (a defender's owner was offline and earns none): one
 * battle_fought, battle_won and the streak when their ant beat another player's (never in a self battle), the ant's
 * level and, ranked, its rating.
 */
function battleProgress(side: SettledSide, before: AntRow, battleType: BattleType): AchievementEvent[] {
  const progress: AchievementEvent[] = [{ kind: "battle_fought" }];
  if (side.won && countsForRecord(battleType)) {
    progress.push({ kind: "battle_won" }, { kind: "win_streak", streak: side.winStreak });
  }
  progress.push({ kind: "level_reached", level: levelFor(before.total_experience + side.experienceGained) });
  if (battleType === "ranked") progress.push({ kind: "rating_reached", rating: side.eloAfter });
  return progress;
}

async function battleSettled(event: EventPayloads["battle.settled"], work: Work): Promise<void> {
  const byUser = new Map<string, AchievementEvent[]>();
  for (const side of event.sides) {
    if (!side.present) continue;
    const row = await lockAnt(work.trx, side.antId);
    if (!row) continue;
    const opponentName = event.sides.find((other) => other !== side)?.antName ?? "an unknown ant";
    const fight = { battleType: event.battleType, log: event.log, opponentName };
    await writeAntBattleResult(work.trx, row.id, antChanges(row, side, fight, event.at));
    const verb = side.won ? "won" : "lost";
    await recordAntEvent(work.trx, row.id, "battle", `${verb} a battle against ${opponentName}`, event.at);
    if (!side.inPerson) continue;
    if (levelFor(row.total_experience + side.experienceGained) > levelFor(row.total_experience)) {
      await recordAntEvent(work.trx, row.id, "battle", "leveled up", event.at);
    }
    byUser.set(row.owner_id, [...(byUser.get(row.owner_id) ?? []), ...battleProgress(side, row, event.battleType)]);
  }
  for (const [userId, progress] of byUser) {
    await work.raise({
      type: "player.progressed",
      userId,
      progress: dedupeFought(progress),
      at: event.at,
      announce: false,
    });
  }
}

/** One battle is one battle fought, even when both ants were the player's. */
function dedupeFought(progress: AchievementEvent[]): AchievementEvent[] {
  const first = progress.findIndex((event) => event.kind === "battle_fought");
  return progress.filter((event, i) => event.kind !== "battle_fought" || i === first);
}

/** Registers the colony's handlers. */
export function colonyEventHandlers(events: Events): void {
  events.inTransaction("battle.settled", battleSettled);
  events.inTransaction("player.progressed", async ({ userId, progress, at, announce }, work) => {
    const unlocked = await recordEvents(work.trx, userId, progress, at);
    if (unlocked.length > 0) {
      await work.raise({ type: "achievements.unlocked", userId, achievementIds: unlocked, announce });
    }
  });
}
