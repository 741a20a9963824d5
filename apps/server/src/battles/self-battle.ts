// POST /battles/self-battle: two of a player's own ants fight at once; half experience, no ELO, no stake.
import type { Battle, SelfBattleBody } from "@antbrawl/protocol/battles";
import { BATTLE_ERRORS, COLONY_ERRORS } from "@antbrawl/protocol/errors";
import { checkSelfBattlePair, READINESS_MESSAGES } from "@antbrawl/rules/battle/readiness";
import type { AntRow } from "../colony";
import { currentVitals, markAntsInBattle } from "../colony";
import type { UnitDeps } from "../events/units";
import { conflict, forbidden, invalid, notFound } from "../lib/domain-error";
import { lockSettledAnt } from "../training";
import { expireScheduledBattles } from "./expiry";
import { inTreatmentAt } from "./fighter";
import { loadBattle } from "./load";
import { battleFinishedMessage } from "./messages";
import { newDice, participantFor } from "./new-battle";
import { arenaOf, speedOf } from "./options";
import { playScheduledBattle } from "./play";
import { insertBattle } from "./repository";

/**
 * Gives back the caller's expired battle requests first, then checks the pair (403 for another account, 400 for the same ant, 404 for an ant that is not the caller's, 409 with
 * the readiness message of the first ant that is not ready), then in one transaction locks both ants in id order,
 * marks them in battle, stores the battle and plays it. Log timestamps are the creation time + turn × turn length.
 */
export async function selfBattle(
  { db, events }: UnitDeps,
  callerId: string,
  body: SelfBattleBody,
  now: Date,
): Promise<{ battle: Battle; message: string }> {
  await expireScheduledBattles(db, { userId: callerId }, now);
  if (body.user_id !== callerId) throw forbidden(BATTLE_ERRORS.selfBattleOtherUser);
  if (body.ant1_id === body.ant2_id) throw invalid(READINESS_MESSAGES.selfSameAnt);
  return events.transact(db, async (work) => {
    const { trx } = work;
    const locked = new Map<string, AntRow>();
    for (const antId of [body.ant1_id, body.ant2_id].sort()) {
      const row = await lockSettledAnt(trx, antId, now);
      if (!row || row.owner_id !== callerId) throw notFound(COLONY_ERRORS.antNotFound);
      locked.set(antId, row);
    }
    const pair = [body.ant1_id, body.ant2_id].map((antId) => {
      const row = locked.get(antId) as AntRow;
      return { row, vitals: currentVitals(row, now) };
    });
    const [one, two] = pair as [(typeof pair)[0], (typeof pair)[0]];
    const check = checkSelfBattlePair(readinessAnt(one, now), readinessAnt(two, now));
    if (!check.ok) throw conflict(check.message);
    await markAntsInBattle(trx, [one.row.id, two.row.id], now);
    const battleId = crypto.randomUUID();
    await insertBattle(
      trx,
      {
        id: battleId,
        battle_type: "self",
        status: "scheduled",
        arena_type: arenaOf(body.arena_type),
        battle_speed: speedOf(body.battle_speed),
        challenger_id: callerId,
        ...newDice(),
        created_at: now,
      },
      [
        await participantFor(trx, battleId, 0, one, { isDefender: false, stakeMilli: 0, at: now }),
        await participantFor(trx, battleId, 1, two, { isDefender: false, stakeMilli: 0, at: now }),
      ],
    );
    await playScheduledBattle(work, battleId, now);
    const loaded = await loadBattle(trx, battleId);
    if (!loaded) throw new Error(`Battle ${battleId} vanished`);
    const winner = loaded.sides.find((side) => side.ant_id === loaded.battle.winner_ant_id);
    return { battle: loaded.battle, message: battleFinishedMessage(winner?.ant_name ?? "Unknown") };
  });
}

function readinessAnt({ row, vitals }: { row: AntRow; vitals: { health: number; energy: number } }, now: Date) {
  return {
    isInTreatment: inTreatmentAt(row, now),
    id: row.id,
    name: row.name,
    health: vitals.health,
    energy: vitals.energy,
    isInBattle: row.is_in_battle,
    isTraining: row.is_training,
  };
}
