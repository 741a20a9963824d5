// A new battle's parts: its seed and each side as a stored fighter snapshot.
import { randomInt } from "node:crypto";
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import type { AntRow } from "../colony";
import type { Db } from "../db/database";
import { equipmentBonusesOf } from "../lab";
import { withSkills } from "../training";
import { appearanceOf, fighterFromAnt } from "./fighter";
import type { NewParticipant } from "./repository";

/** A fresh battle seed (31 bits, so it fits an integer column). */
export function newSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

/** One side of a new battle: the ant as it is now, with its equipment's bonuses, as a stored fighter. */
export async function participantFor(
  trx: Db,
  battleId: string,
  side: number,
  ant: { row: AntRow; vitals: AntVitals },
  extra: { isDefender: boolean; stakeMilli: number; at: Date },
): Promise<NewParticipant> {
  const fighter = withSkills(fighterFromAnt(ant.row, ant.vitals, await equipmentBonusesOf(trx, ant.row.id)), ant.row);
  return {
    battle_id: battleId,
    side,
    user_id: ant.row.owner_id,
    ant_id: ant.row.id,
    ant_name: ant.row.name,
    appearance: JSON.stringify(appearanceOf(ant.row)),
    fighter: JSON.stringify(fighter),
    is_defender: extra.isDefender,
    level: fighter.level,
    starting_health: fighter.health,
    starting_energy: fighter.energy,
    elo_before: ant.row.elo_rating,
    stake_milli: extra.stakeMilli,
    created_at: extra.at,
  };
}
