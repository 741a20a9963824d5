// POST /api/users/{userId}/arena-combat: two of the player's ready ants enter a top-down fight on a server seed.
import type { ArenaCombatStartAnswer, ArenaCombatStartBody, ArenaFighter } from "@antbrawl/protocol/arena-combat";
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import {
  battleReadiness,
  checkTopDownPair,
  notReadyForBattle,
  READINESS_MESSAGES,
  type ReadinessAnt,
} from "@antbrawl/rules/battle/readiness";
import { TOPDOWN_ARENA } from "@antbrawl/rules/battle/types";
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import { TOPDOWN_RULES_VERSION } from "@antbrawl/rules/topdown/index";
import type { Kysely } from "kysely";
import { appearanceOf, diceCommitmentOf, insertBattle, inTreatmentAt, newDice, participantFor } from "../battles";
import type { AntRow } from "../colony";
import { currentVitals, markAntsInBattle } from "../colony";
import type { Database } from "../db/schema";
import { conflict, invalid, notFound } from "../lib/domain-error";
import { isTrainingNow, lockSettledAnt } from "../training";
import { insertArenaCombat } from "./repository";
import { ARENA_COMBAT_TTL_MS } from "./sim";

type Entrant = { row: AntRow; vitals: AntVitals };

function readinessAnt({ row, vitals }: Entrant, now: Date): ReadinessAnt {
  return {
    id: row.id,
    name: row.name,
    health: vitals.health,
    energy: vitals.energy,
    isInBattle: row.is_in_battle,
    isTraining: isTrainingNow(row, now),
    isInTreatment: inTreatmentAt(row, now),
  };
}

/**
 * The Y5 check with the reason: '{name} is not ready for battle: Health too low (need 30%+)'. The page shows the same
 * text for the same ant, so the server's answer reads as the page's.
 */
function notReadyText(ant: ReadinessAnt): string {
  const readiness = battleReadiness(ant, "self");
  return readiness.ready ? notReadyForBattle(ant.name) : `${notReadyForBattle(ant.name)}: ${readiness.message}`;
}

/**
 * Checks the pair (400 'Please select two different ants' for one ant twice, 404 for an ant that is not the caller's,
 * 409 '{name} is not ready for battle: {reason}'), then in one transaction locks both ants in id order, marks them in
 * battle, and stores a battle of type topdown_arena (in progress, arena topdown) with both fighters' snapshots, fresh
 * dice (seed and salt; the answer carries only their commitment, AC3), the current top-down rules version (TD35) and the
 * fight's expiry. Parallel starts on one ant: the second waits for the lock and finds it busy.
 */
export async function startArenaCombat(
  db: Kysely<Database>,
  callerId: string,
  body: ArenaCombatStartBody,
  now: Date,
): Promise<ArenaCombatStartAnswer> {
  if (body.ant1_id === body.ant2_id) throw invalid(READINESS_MESSAGES.topDownSameAnt);
  return db.transaction().execute(async (trx) => {
    const locked = new Map<string, AntRow>();
    for (const antId of [body.ant1_id, body.ant2_id].sort()) {
      const row = await lockSettledAnt(trx, antId, now);
      if (!row || row.owner_id !== callerId) throw notFound(COLONY_ERRORS.antNotFound);
      locked.set(antId, row);
    }
    const [one, two] = [body.ant1_id, body.ant2_id].map((antId) => {
      const row = locked.get(antId) as AntRow;
      return { row, vitals: currentVitals(row, now) };
    }) as [Entrant, Entrant];
    const check = checkTopDownPair(readinessAnt(one, now), readinessAnt(two, now));
    if (!check.ok) {
      const culprit = [one, two].find((entrant) => entrant.row.id === check.antId);
      throw conflict(culprit ? notReadyText(readinessAnt(culprit, now)) : check.message);
    }
    await markAntsInBattle(trx, [one.row.id, two.row.id], now);
    const battleId = crypto.randomUUID();
    const dice = newDice();
    const sides = [
      await participantFor(trx, battleId, 0, one, { isDefender: false, stakeMilli: 0, at: now }),
      await participantFor(trx, battleId, 1, two, { isDefender: false, stakeMilli: 0, at: now }),
    ];
    await insertBattle(
      trx,
      {
        id: battleId,
        battle_type: "topdown_arena",
        status: "in_progress",
        arena_type: TOPDOWN_ARENA,
        battle_speed: "normal",
        challenger_id: callerId,
        ...dice,
        started_at: now,
        created_at: now,
      },
      sides,
    );
    const expiresAt = new Date(now.getTime() + ARENA_COMBAT_TTL_MS);
    await insertArenaCombat(trx, {
      battle_id: battleId,
      user_id: callerId,
      rules_version: TOPDOWN_RULES_VERSION,
      expires_at: expiresAt,
    });
    const fighters = sides.map((side) => JSON.parse(side.fighter) as ArenaFighter);
    return {
      battle_id: battleId,
      seed: null,
      dice_commitment: diceCommitmentOf(dice),
      rules_version: TOPDOWN_RULES_VERSION,
      battle: {
        id: battleId,
        battle_type: "topdown_arena",
        status: "active",
        arena_type: "topdown",
        participants: [one, two].map(({ row, vitals }) => ({
          ant_id: row.id,
          ant_name: row.name,
          user_id: row.owner_id,
          starting_health: vitals.health,
          starting_energy: vitals.energy,
          current_health: vitals.health,
          energy: vitals.energy,
          stats: (fighters.find((f) => f.antId === row.id) as ArenaFighter).stats,
          appearance: appearanceOf(row),
        })),
      },
      fighters,
      expires_at: expiresAt.toISOString(),
    };
  });
}
