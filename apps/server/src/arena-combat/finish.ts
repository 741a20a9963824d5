// POST /api/users/{userId}/arena-combat/{battleId}/finish: the server replays the fight and settles it once.
import {
  ARENA_COMBAT_ERRORS,
  type ArenaCombatFinishAnswer,
  type ArenaCombatFinishBody,
  type ArenaCombatResult,
} from "@antbrawl/protocol/arena-combat";
import { type AntOutcome, experienceFor } from "@antbrawl/rules/battle/outcome";
import type { BattleLogEntry } from "@antbrawl/rules/battle/types";
import type { TopdownResult } from "@antbrawl/rules/topdown/index";
import type { Kysely } from "kysely";
import {
  achievementEventsByUser,
  antChanges,
  battleFinishedMessage,
  type Entrant,
  fightsInPerson,
  loadBattle,
  markCompleted,
  type ParticipantRow,
  participantsOf,
  recordBattleMemories,
  type Settled,
  updateParticipant,
} from "../battles";
import { type AntRow, currentVitals, lockAnt, recordEvents, writeAntBattleResult } from "../colony";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { conflict, invalid, notFound } from "../lib/domain-error";
import { endArenaCombat, findArenaCombat, lockOpenArenaCombat } from "./repository";
import { replayFight } from "./sim";

const BATTLE_TYPE = "topdown_arena";

/** Each side as it entered, with its real ant locked (in id order, so two settlements never deadlock). */
async function entrantsOf(trx: Db, sides: readonly ParticipantRow[], now: Date): Promise<[Entrant, Entrant]> {
  const rows = new Map<string, AntRow>();
  for (const antId of [...new Set(sides.map((side) => side.ant_id))].sort()) {
    const row = await lockAnt(trx, antId);
    if (row) rows.set(antId, row);
  }
  const entrants = sides.map((side): Entrant => {
    const row = rows.get(side.ant_id);
    return { side, row, vitals: row ? currentVitals(row, now) : undefined, fighter: side.fighter };
  });
  const [first, second] = entrants;
  if (!first || !second) throw new Error("An Arena Combat has two sides");
  return [first, second];
}

/** [AC2] What the replayed fight did to one ant: final health and energy from the fight, half experience (B21). */
function settle(entrant: Entrant, other: Entrant, result: TopdownResult): Settled {
  const antId = entrant.fighter.antId;
  const won = antId === result.winnerAntId;
  const finalHealth = result.finalHealth[antId] ?? 0;
  const outcome: AntOutcome = {
    antId,
    userId: entrant.fighter.userId,
    won,
    finalHealth,
    healthLost: Math.max(0, entrant.fighter.health - finalHealth),
    finalEnergy: result.finalEnergy[antId] ?? 0,
    experienceGained: experienceFor(won, entrant.fighter.level, other.fighter.level, BATTLE_TYPE),
    winStreak: entrant.row?.win_streak ?? 0,
  };
  return { ...entrant, outcome, eloAfter: entrant.row?.elo_rating ?? entrant.side.elo_before };
}

function resultOf(settled: readonly Settled[], result: TopdownResult): ArenaCombatResult {
  const winner = settled.find((entrant) => entrant.outcome.won);
  return {
    winner_ant_id: result.winnerAntId,
    winner_name: winner?.fighter.name ?? "Unknown",
    ticks: result.ticks,
    ended_by: result.endedBy,
    sides: settled.map((entrant) => ({
      ant_id: entrant.fighter.antId,
      ant_name: entrant.fighter.name,
      won: entrant.outcome.won,
      starting_health: entrant.fighter.health,
      final_health: entrant.outcome.finalHealth,
      starting_energy: entrant.fighter.energy,
      final_energy: entrant.outcome.finalEnergy,
      experience_gained: fightsInPerson(entrant) ? entrant.outcome.experienceGained : 0,
    })),
  };
}

/** The one line the turn viewer shows for a top-down fight: who beat whom, and how. */
function resultLine(result: ArenaCombatResult, loserId: string, at: Date): BattleLogEntry {
  const loser = result.sides.find((side) => side.ant_id === loserId)?.ant_name ?? "Unknown";
  const how = result.ended_by === "knockout" ? "knocks out" : "outlasts";
  return {
    turn: result.ticks,
    description: `${result.winner_name} ${how} ${loser} in the Arena Combat!`,
    ant_id: result.winner_ant_id,
    target_id: loserId,
    damage_dealt: 0,
    critical_hit: false,
    timestamp: at.getTime(),
    kind: "result",
    energy_delta: 0,
  };
}

/**
 * Settles a fight once from the browser's command log: the fight must be the caller's (404 otherwise, like an unknown
 * one) and open (409 finished or expired); the log must pass the rules' checks and the clock (400); the replay on the
 * stored snapshots and seed decides, and a claimed winner it does not give is refused (400). Then health, energy and
 * experience are written (no record, no ELO: AC1), with chat memories and achievements, all in one transaction under
 * the battle row's lock (lock order: battle, ants), so parallel finishes settle once and a refusal changes nothing.
 */
export async function finishArenaCombat(
  db: Kysely<Database>,
  callerId: string,
  battleId: string,
  body: ArenaCombatFinishBody,
  now: Date,
): Promise<ArenaCombatFinishAnswer> {
  return db.transaction().execute(async (trx) => {
    const open = await lockOpenArenaCombat(trx, battleId);
    if (!open || open.combat.user_id !== callerId) {
      const known = open ?? (await findArenaCombat(trx, battleId));
      if (!known || known.combat.user_id !== callerId) throw notFound(ARENA_COMBAT_ERRORS.notFound);
      throw conflict(known.battle.status === "completed" ? ARENA_COMBAT_ERRORS.finished : ARENA_COMBAT_ERRORS.expired);
    }
    if (open.combat.expires_at.getTime() <= now.getTime()) throw conflict(ARENA_COMBAT_ERRORS.expired);
    const started = open.battle.started_at ?? open.battle.created_at;
    const sides = await participantsOf(trx, [battleId]);
    const [first, second] = sides;
    if (!first || !second) throw new Error(`Arena Combat ${battleId} does not have two sides`);
    const result = replayFight(
      open.battle.seed,
      [first.fighter, second.fighter],
      body.commands,
      now.getTime() - started.getTime(),
    );
    if (body.winner_ant_id !== undefined && body.winner_ant_id !== result.winnerAntId) {
      throw invalid(ARENA_COMBAT_ERRORS.wrongWinner);
    }

    const [one, two] = await entrantsOf(trx, sides, now);
    const settled = [settle(one, two, result), settle(two, one, result)];
    for (const entrant of settled) {
      const changes = antChanges(entrant, BATTLE_TYPE, now);
      if (changes && entrant.row) await writeAntBattleResult(trx, entrant.row.id, changes);
      await updateParticipant(trx, battleId, entrant.side.side, {
        final_health: entrant.outcome.finalHealth,
        final_energy: entrant.outcome.finalEnergy,
        elo_after: entrant.eloAfter,
        experience_gained: fightsInPerson(entrant) ? entrant.outcome.experienceGained : 0,
      });
    }
    const summary = resultOf(settled, result);
    await markCompleted(trx, battleId, {
      winner_id: result.winnerAntId === first.ant_id ? first.user_id : second.user_id,
      winner_ant_id: result.winnerAntId,
      ended_by: result.endedBy,
      current_turn: result.ticks,
      battle_log: JSON.stringify([resultLine(summary, result.loserAntId, now)]),
      completed_at: now,
    });
    await endArenaCombat(trx, battleId, {
      at: now,
      commands: JSON.stringify(body.commands),
      result: JSON.stringify(summary),
    });
    await recordBattleMemories(trx, settled, now);
    for (const [userId, events] of achievementEventsByUser(settled, BATTLE_TYPE)) {
      await recordEvents(trx, userId, events, now);
    }
    const loaded = await loadBattle(trx, battleId);
    if (!loaded) throw new Error(`Battle ${battleId} vanished`);
    return { message: battleFinishedMessage(summary.winner_name), result: summary, battle: loaded.battle };
  });
}
