// Runs a scheduled battle and applies its consequences once, in the caller's transaction.
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import { ENGINE_VERSION, runBattle } from "@antbrawl/rules/battle/engine";
import { type AntRecord, battleOutcome } from "@antbrawl/rules/battle/outcome";
import type { BattleResult } from "@antbrawl/rules/battle/types";
import { rateBattle } from "@antbrawl/rules/rating/elo";
import { type AntRow, currentVitals, lockAnt, recordEvents, writeAntBattleResult } from "../colony";
import type { Db } from "../db/database";
import { equipmentBonusesOf, wearAndReward } from "../lab";
import { settleStakes, stakesOf } from "../ledger";
import { conflict } from "../lib/domain-error";
import { withSkills } from "../training";
import {
  achievementEventsByUser,
  antChanges,
  type Entrant,
  fightsInPerson,
  recordBattleMemories,
  type Settled,
  wearSideOf,
} from "./consequences";
import { fighterFromAnt } from "./fighter";
import { storedBattleInput } from "./replay";
import {
  type BattleRow,
  countRatedBattles,
  lockInProgress,
  markCompleted,
  markInProgress,
  type ParticipantRow,
  participantsOf,
  updateParticipant,
} from "./repository";

/** Locks the real ants of a battle in id order (so two battles sharing an ant never deadlock). */
async function lockAnts(trx: Db, sides: readonly ParticipantRow[]): Promise<Map<string, AntRow>> {
  const rows = new Map<string, AntRow>();
  for (const antId of [...new Set(sides.map((side) => side.ant_id))].sort()) {
    const row = await lockAnt(trx, antId);
    if (row) rows.set(antId, row);
  }
  return rows;
}

/**
 * Which fighter plays a side that fights in person: `current` builds it from the ant at settlement (a scheduled battle
 * runs at its start), `snapshot` keeps the one stored at creation (a live battle was already fought with it).
 */
export type FighterSource = "current" | "snapshot";

async function entrantFor(
  trx: Db,
  side: ParticipantRow,
  row: AntRow | undefined,
  now: Date,
  source: FighterSource,
): Promise<Entrant> {
  if (side.is_defender || !row) return { side, row, vitals: undefined, fighter: side.fighter };
  const vitals = currentVitals(row, now);
  if (source === "snapshot") return { side, row, vitals, fighter: side.fighter };
  return {
    side,
    row,
    vitals,
    fighter: withSkills(fighterFromAnt(row, vitals, await equipmentBonusesOf(trx, row.id)), row),
  };
}

async function ratingOf(trx: Db, entrant: Entrant, ranked: boolean): Promise<{ rating: number; ratedBattles: number }> {
  return {
    rating: entrant.row?.elo_rating ?? entrant.side.elo_before,
    ratedBattles: ranked ? await countRatedBattles(trx, entrant.fighter.antId) : 0,
  };
}

/**
 * Plays a scheduled battle and applies everything it changes, once: the battle moves scheduled → in_progress (a
 * second caller gets 409), the ants are locked in id order, time is applied to the ants that fight in person, the
 * engine (version ENGINE_VERSION) runs on the battle's seed and input log, then health, energy, experience, record, ELO (ranked only), stakes, chat memories
 * and achievements are written and the battle is completed. Lock order: battle, ants, ledger accounts.
 */
export async function playScheduledBattle(trx: Db, battleId: string, now: Date): Promise<BattleRow> {
  const battle = await markInProgress(trx, battleId, now);
  if (!battle) throw conflict(BATTLE_ERRORS.alreadyStarted);
  await settleBattle(trx, { ...battle, engine_version: ENGINE_VERSION, started_at: now }, now, "current");
  return battle;
}

/**
 * Settles a live battle once: its row must still be in_progress (it is locked; undefined when it was settled
 * already). The stored fighter snapshots, seed and input log replay exactly the battle the players watched, and the
 * same consequences as a scheduled battle follow (lock order: battle, ants, ledger accounts).
 */
export async function settleLiveBattle(trx: Db, battleId: string, now: Date): Promise<BattleResult | undefined> {
  const battle = await lockInProgress(trx, battleId);
  if (!battle) return undefined;
  return settleBattle(trx, battle, now, "snapshot");
}

/** Runs the battle from its seed and input log and writes every consequence; the battle row is locked. */
async function settleBattle(trx: Db, battle: BattleRow, now: Date, source: FighterSource): Promise<BattleResult> {
  const battleId = battle.id;
  const sides = await participantsOf(trx, [battleId]);
  const rows = await lockAnts(trx, sides);
  const entrants: Entrant[] = [];
  for (const side of sides) entrants.push(await entrantFor(trx, side, rows.get(side.ant_id), now, source));
  const [first, second] = entrants;
  if (!first || !second) throw new Error(`Battle ${battleId} does not have two sides`);

  const result = runBattle(storedBattleInput(battle, [first.fighter, second.fighter]), battle.input_log);
  const records: Record<string, AntRecord> = {};
  for (const entrant of [first, second]) {
    records[entrant.fighter.antId] = { level: entrant.fighter.level, winStreak: entrant.row?.win_streak ?? 0 };
  }
  const outcome = battleOutcome(result, battle.battle_type, records);
  const winner = first.fighter.antId === result.winnerAntId ? first : second;
  const loser = winner === first ? second : first;
  const ranked = battle.battle_type === "ranked";
  const ratings = rateBattle(
    await ratingOf(trx, winner, ranked),
    await ratingOf(trx, loser, ranked),
    battle.battle_type,
  );
  const settled: Settled[] = [first, second].map((entrant) => {
    const won = entrant === winner;
    return {
      ...entrant,
      outcome: won ? outcome.winner : outcome.loser,
      eloAfter: won ? ratings.winner : ratings.loser,
    };
  });

  const split = await settleStakes(trx, stakesOf(battleId, sides), result.winnerUserId, now);
  for (const entrant of settled) {
    const opponentName = settled.find((other) => other !== entrant)?.fighter.name ?? "an unknown ant";
    const changes = antChanges(entrant, battle.battle_type, now, { log: result.log, opponentName });
    if (changes && entrant.row) await writeAntBattleResult(trx, entrant.row.id, changes);
    await updateParticipant(trx, battleId, entrant.side.side, {
      fighter: JSON.stringify(entrant.fighter),
      level: entrant.fighter.level,
      starting_health: entrant.fighter.health,
      starting_energy: entrant.fighter.energy,
      final_health: entrant.outcome.finalHealth,
      final_energy: entrant.outcome.finalEnergy,
      elo_before: entrant.row?.elo_rating ?? entrant.side.elo_before,
      elo_after: entrant.eloAfter,
      experience_gained: fightsInPerson(entrant) ? entrant.outcome.experienceGained : 0,
    });
  }
  await markCompleted(trx, battleId, {
    winner_id: result.winnerUserId,
    winner_ant_id: result.winnerAntId,
    ended_by: result.endedBy,
    current_turn: result.turns,
    battle_log: JSON.stringify(result.log),
    engine_version: result.version,
    input_log: JSON.stringify(result.inputLog),
    payout_milli: split.winnerPayout,
    house_fee_milli: split.house,
    completed_at: now,
  });
  await wearAndReward(trx, battle, settled.map(wearSideOf), now);
  await recordBattleMemories(trx, settled, now);
  for (const [userId, events] of achievementEventsByUser(settled, battle.battle_type)) {
    await recordEvents(trx, userId, events, now);
  }
  return result;
}
