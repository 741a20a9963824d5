// POST /api/users/{userId}/arena-combat/{battleId}/finish: the server replays the fight and settles it once, through
// the battles' one settlement path.
import {
  ARENA_COMBAT_ERRORS,
  type ArenaCombatFinishAnswer,
  type ArenaCombatFinishBody,
  type ArenaCombatResult,
} from "@antbrawl/protocol/arena-combat";
import type { BattleLogEntry } from "@antbrawl/rules/battle/types";
import type { TopdownResult } from "@antbrawl/rules/topdown/index";
import {
  battleFinishedMessage,
  type Fight,
  loadBattle,
  lockBattleInProgress,
  type ParticipantRow,
  participantsOf,
  type Settlement,
  settleBattle,
} from "../battles";
import type { UnitDeps } from "../events/units";
import { conflict, invalid, notFound } from "../lib/domain-error";
import { expireArenaCombats } from "./expiry";
import { endArenaCombat, findArenaCombat, findOpenArenaCombat } from "./repository";
import { replayFight } from "./sim";

/** [AC2] The answer's result: each side as it entered (its snapshot) and as the settlement left it. */
function resultOf(settlement: Settlement, result: TopdownResult): ArenaCombatResult {
  const winner = settlement.sides.find((side) => side.won);
  return {
    winner_ant_id: result.winnerAntId,
    winner_name: winner?.antName ?? "Unknown",
    ticks: result.ticks,
    ended_by: result.endedBy,
    sides: settlement.sides.map((side, i) => {
      const fighter = (settlement.participants[i] as ParticipantRow).fighter;
      return {
        ant_id: side.antId,
        ant_name: side.antName,
        won: side.won,
        starting_health: fighter.health,
        final_health: side.finalHealth,
        starting_energy: fighter.energy,
        final_energy: side.finalEnergy,
        experience_gained: side.experienceGained,
      };
    }),
  };
}

/** The one line the turn viewer shows for a top-down fight: who beat whom, and how. */
function resultLine(sides: readonly ParticipantRow[], result: TopdownResult, at: Date): BattleLogEntry {
  const nameOf = (antId: string) => sides.find((side) => side.ant_id === antId)?.fighter.name ?? "Unknown";
  const how = result.endedBy === "knockout" ? "knocks out" : "outlasts";
  return {
    turn: result.ticks,
    description: `${nameOf(result.winnerAntId)} ${how} ${nameOf(result.loserAntId)} in the Arena Combat!`,
    ant_id: result.winnerAntId,
    target_id: result.loserAntId,
    damage_dealt: 0,
    critical_hit: false,
    timestamp: at.getTime(),
    kind: "result",
    energy_delta: 0,
  };
}

/** [AC1][AC2] The replayed fight as the settlement path takes it: final health and energy decided by the replay. */
function decided(sides: readonly ParticipantRow[], result: TopdownResult, at: Date): Fight {
  return {
    kind: "decided",
    winnerAntId: result.winnerAntId,
    endedBy: result.endedBy,
    turns: result.ticks,
    finalHealth: result.finalHealth,
    finalEnergy: result.finalEnergy,
    log: [resultLine(sides, result, at)],
  };
}

/**
 * Settles a fight once from the command log the server kept while it ran (AC3; the caller's expired fights are
 * cancelled first): the fight must be the caller's (404 otherwise, like an unknown one) and open (409 finished or
 * expired); a body that brings commands of its own is refused (400); the replay on the stored snapshots, seed and salt
 * decides (before the fight's end the ants fight the rest out alone), and a claimed winner it does not give is refused (400). Then the one settlement
 * path applies it (health, energy, half experience; no record, no ELO: AC1) in one transaction that holds the battle
 * row's lock from the start, so parallel finishes settle once and a refusal changes nothing.
 */
export async function finishArenaCombat(
  { db, events }: UnitDeps,
  callerId: string,
  battleId: string,
  body: ArenaCombatFinishBody,
  now: Date,
): Promise<ArenaCombatFinishAnswer> {
  await expireArenaCombats(db, now, callerId);
  return events.transact(db, async (work) => {
    const { trx } = work;
    const battle = await lockBattleInProgress(trx, battleId, "topdown_arena");
    const combat = battle && (await findOpenArenaCombat(trx, battleId));
    if (!battle || !combat || combat.user_id !== callerId) {
      const known = await findArenaCombat(trx, battleId);
      if (!known || known.combat.user_id !== callerId) throw notFound(ARENA_COMBAT_ERRORS.notFound);
      throw conflict(known.battle.status === "completed" ? ARENA_COMBAT_ERRORS.finished : ARENA_COMBAT_ERRORS.expired);
    }
    if (combat.expires_at.getTime() <= now.getTime()) throw conflict(ARENA_COMBAT_ERRORS.expired);
    if ((body.commands?.length ?? 0) > 0) throw invalid(ARENA_COMBAT_ERRORS.commandsLive);
    const started = battle.started_at ?? battle.created_at;
    const sides = await participantsOf(trx, [battleId]);
    const [first, second] = sides;
    if (!first || !second) throw new Error(`Arena Combat ${battleId} does not have two sides`);
    const fight = {
      version: combat.rules_version,
      seed: battle.seed,
      salt: battle.dice_salt,
      fighters: [first.fighter, second.fighter] as const,
    };
    const result = replayFight(fight, combat.commands, now.getTime() - started.getTime());
    if (body.winner_ant_id !== undefined && body.winner_ant_id !== result.winnerAntId) {
      throw invalid(ARENA_COMBAT_ERRORS.wrongWinner);
    }

    const settlement = await settleBattle(work, battleId, decided(sides, result, now), now, battle);
    if (!settlement) throw new Error(`Arena Combat ${battleId} left progress while locked`);
    const summary = resultOf(settlement, result);
    await endArenaCombat(trx, battleId, { at: now, result: JSON.stringify(summary) });
    const loaded = await loadBattle(trx, battleId);
    if (!loaded) throw new Error(`Battle ${battleId} vanished`);
    return { message: battleFinishedMessage(summary.winner_name), result: summary, battle: loaded.battle };
  });
}
