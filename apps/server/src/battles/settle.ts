// The one settlement path: every battle kind (scheduled, self, live, top-down, tournament) applies its result here,
// once, under one locking order: the battle row, then its ants in id order, then ledger accounts, then what the
// `battle.settled` handlers lock (the ants' columns and memories, equipment, achievement counters).
import { runAiBattle } from "@antbrawl/rules/battle/ai";
import { ENGINE_VERSION, runBattle } from "@antbrawl/rules/battle/engine";
import { type AntRecord, battleOutcome } from "@antbrawl/rules/battle/outcome";
import type { BattleLogEntry, BattleResult, Fighter } from "@antbrawl/rules/battle/types";
import { rateBattle } from "@antbrawl/rules/rating/elo";
import { type AntRow, currentVitals, lockAnt } from "../colony";
import type { SettledSide } from "../events/catalogue";
import type { Work } from "../events/units";
import { equipmentBonusesOf } from "../lab";
import { settleStakes, stakesOf } from "../ledger";
import { withSkills } from "../training";
import { fighterFromAnt } from "./fighter";
import { storedBattleInput } from "./replay";
import {
  type BattleRow,
  countRatedBattles,
  lockInProgress,
  markCompleted,
  type ParticipantRow,
  participantsOf,
  updateParticipant,
} from "./repository";

/**
 * How the fight is decided. `engine`: the turn engine replays the stored seed and input log, with each side's fighter
 * built from the ant now (`current`: a scheduled or self battle, played as it starts) or as stored when the battle was
 * made (`snapshot`: a live battle, already fought with it; with `ai`, a tournament match the tactics AI fights for both
 * sides as it is settled). `decided`: a fight decided elsewhere (the top-down
 * arena's replay), given as its winner, final health and energy, and the lines to keep in the battle's log.
 */
export type Fight =
  | { kind: "engine"; fighters: "current" | "snapshot"; ai?: true }
  | {
      kind: "decided";
      winnerAntId: string;
      endedBy: string;
      turns: number;
      finalHealth: Readonly<Record<string, number>>;
      finalEnergy: Readonly<Record<string, number>>;
      log: BattleLogEntry[];
    };

/** A settled battle: the fight's result and each side as it left it. */
export interface Settlement {
  battle: BattleRow;
  result: Pick<BattleResult, "winnerAntId" | "loserAntId" | "winnerUserId" | "loserUserId" | "endedBy" | "log">;
  /** The sides as stored when the battle was made (side order). */
  participants: ParticipantRow[];
  sides: SettledSide[];
}

interface Entrant {
  side: ParticipantRow;
  row: AntRow | undefined;
  inPerson: boolean;
  fighter: Fighter;
}

/** Locks the real ants of a battle in id order (two battles sharing an ant never deadlock). */
async function lockAnts(work: Work, sides: readonly ParticipantRow[]): Promise<Map<string, AntRow>> {
  const rows = new Map<string, AntRow>();
  for (const antId of [...new Set(sides.map((side) => side.ant_id))].sort()) {
    const row = await lockAnt(work.trx, antId);
    if (row) rows.set(antId, row);
  }
  return rows;
}

/** A side fights in person when its real ant exists and it is not a defender's stored copy. */
async function entrantFor(work: Work, side: ParticipantRow, row: AntRow | undefined, fight: Fight, now: Date) {
  const inPerson = row !== undefined && !side.is_defender;
  if (!inPerson || fight.kind !== "engine" || fight.fighters === "snapshot") {
    return { side, row, inPerson, fighter: side.fighter } satisfies Entrant;
  }
  const fighter = withSkills(
    fighterFromAnt(row, currentVitals(row, now), await equipmentBonusesOf(work.trx, row.id)),
    row,
  );
  return { side, row, inPerson, fighter } satisfies Entrant;
}

/**
 * The fight's result as the outcome rules read it. A battle played as it starts (`current`: scheduled or self, where
 * no human chooses) runs on today's engine with both ants' tactics AI (B35), whose choices land in the input log the
 * settlement stores; a live one replays with the version it was fought on and the players' input log.
 */
function resultOf(battle: BattleRow, entrants: readonly [Entrant, Entrant], fight: Fight): BattleResult {
  if (fight.kind === "engine") {
    const fighters = [entrants[0].fighter, entrants[1].fighter] as const;
    if (fight.fighters === "current" && battle.input_log.length === 0) {
      return runAiBattle(storedBattleInput({ ...battle, engine_version: ENGINE_VERSION }, fighters));
    }
    if (fight.ai && battle.input_log.length === 0) return runAiBattle(storedBattleInput(battle, fighters));
    const played = fight.fighters === "current" ? { ...battle, engine_version: ENGINE_VERSION } : battle;
    return runBattle(storedBattleInput(played, fighters), battle.input_log);
  }
  const [first, second] = entrants;
  const winner = first.fighter.antId === fight.winnerAntId ? first : second;
  const loser = winner === first ? second : first;
  return {
    version: battle.engine_version,
    winnerAntId: winner.fighter.antId,
    loserAntId: loser.fighter.antId,
    winnerUserId: winner.side.user_id,
    loserUserId: loser.side.user_id,
    finalHealth: { ...fight.finalHealth },
    finalEnergy: { ...fight.finalEnergy },
    turns: fight.turns,
    endedBy: fight.endedBy,
    log: fight.log,
    inputLog: battle.input_log,
  } as BattleResult;
}

async function ratingOf(work: Work, entrant: Entrant, ranked: boolean) {
  return {
    rating: entrant.row?.elo_rating ?? entrant.side.elo_before,
    ratedBattles: ranked ? await countRatedBattles(work.trx, entrant.fighter.antId) : 0,
  };
}

/**
 * Settles an in-progress battle once: its row is locked (undefined when it is not in progress: already settled, so a
 * parallel finish changes nothing), then its ants; the fight decides the outcome, the rating (ranked only) and the
 * stakes; the battle and its sides are completed; and `battle.settled` is raised in the same transaction, whose
 * handlers write the ants (health, energy, experience, record, rating, scars), their memories, equipment wear, item
 * rewards and achievements. `locked`: the in-progress row the caller already locked in this transaction (the first lock
 * of the order), so it is not locked again.
 */
export async function settleBattle(
  work: Work,
  battleId: string,
  fight: Fight,
  now: Date,
  locked?: BattleRow,
): Promise<Settlement | undefined> {
  const battle = locked?.id === battleId ? locked : await lockInProgress(work.trx, battleId);
  if (!battle) return undefined;
  const sides = await participantsOf(work.trx, [battleId]);
  const rows = await lockAnts(work, sides);
  const entrants: Entrant[] = [];
  for (const side of sides) entrants.push(await entrantFor(work, side, rows.get(side.ant_id), fight, now));
  const [first, second] = entrants;
  if (!first || !second) throw new Error(`Battle ${battleId} does not have two sides`);

  const result = resultOf(battle, [first, second], fight);
  const records: Record<string, AntRecord> = {};
  for (const entrant of [first, second]) {
    records[entrant.fighter.antId] = { level: entrant.fighter.level, winStreak: entrant.row?.win_streak ?? 0 };
  }
  const outcome = battleOutcome(result, battle.battle_type, records);
  const winner = first.fighter.antId === result.winnerAntId ? first : second;
  const loser = winner === first ? second : first;
  const ranked = battle.battle_type === "ranked";
  const ratings = rateBattle(
    await ratingOf(work, winner, ranked),
    await ratingOf(work, loser, ranked),
    battle.battle_type,
  );
  const split = await settleStakes(work.trx, stakesOf(battleId, sides), result.winnerUserId, now);

  const settled: SettledSide[] = [];
  for (const entrant of [first, second]) {
    const won = entrant === winner;
    const side = won ? outcome.winner : outcome.loser;
    const eloAfter = won ? ratings.winner : ratings.loser;
    const experience = entrant.inPerson ? side.experienceGained : 0;
    await updateParticipant(work.trx, battleId, entrant.side.side, {
      ...(fight.kind === "engine"
        ? {
            fighter: JSON.stringify(entrant.fighter),
            level: entrant.fighter.level,
            starting_health: entrant.fighter.health,
            starting_energy: entrant.fighter.energy,
            elo_before: entrant.row?.elo_rating ?? entrant.side.elo_before,
          }
        : {}),
      final_health: side.finalHealth,
      final_energy: side.finalEnergy,
      elo_after: eloAfter,
      experience_gained: experience,
    });
    settled.push({
      userId: entrant.side.user_id,
      antId: entrant.fighter.antId,
      antName: entrant.fighter.name,
      present: entrant.row !== undefined,
      inPerson: entrant.inPerson,
      won,
      finalHealth: side.finalHealth,
      finalEnergy: side.finalEnergy,
      experienceGained: experience,
      winStreak: side.winStreak,
      eloAfter,
    });
  }
  await markCompleted(work.trx, battleId, {
    winner_id: result.winnerUserId,
    winner_ant_id: result.winnerAntId,
    ended_by: result.endedBy,
    current_turn: result.turns,
    battle_log: JSON.stringify(result.log),
    ...(fight.kind === "engine" ? { engine_version: result.version, input_log: JSON.stringify(result.inputLog) } : {}),
    payout_milli: split.winnerPayout,
    house_fee_milli: split.house,
    completed_at: now,
  });
  await work.raise({
    type: "battle.settled",
    battleId,
    battleType: battle.battle_type,
    seed: battle.seed,
    log: result.log,
    sides: settled,
    at: now,
  });
  return { battle, result, participants: sides, sides: settled };
}
