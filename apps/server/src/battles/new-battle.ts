// A new battle's parts: its seed and each side as a stored fighter snapshot.
import { randomInt } from "node:crypto";
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import type { AntRow } from "../colony/ants-repository";
import { appearanceOf, fighterFromAnt } from "./fighter";
import type { NewParticipant } from "./repository";

/** A fresh battle seed (31 bits, so it fits an integer column). */
export function newSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

/** One side of a new battle: the ant as it is now, as a stored fighter. */
export function participantFor(
  battleId: string,
  side: number,
  ant: { row: AntRow; vitals: AntVitals },
  extra: { isDefender: boolean; stakeMilli: number; at: Date },
): NewParticipant {
  const fighter = fighterFromAnt(ant.row, ant.vitals);
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
