// A new battle's parts: its seed and each side as a stored fighter snapshot.
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Stats } from "@antbrawl/rules/ant";
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import type { AntRow } from "../colony";
import type { Db } from "../db/database";
import { equipmentBonusesOf } from "../lab";
import { withSkills } from "../training";
import { appearanceOf, fighterFromAnt } from "./fighter";
import type { NewParticipant } from "./repository";

/** A fresh battle seed (31 bits, so it fits an integer column). */
function newSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

/** A new battle's dice: a fresh seed and the secret salt of its commitment (FD2, 32 random bytes as hex). */
export function newDice(): { seed: number; dice_salt: string } {
  return { seed: newSeed(), dice_salt: randomBytes(32).toString("hex") };
}

/**
 * The commitment published at a battle's start (FD1), computed with node:crypto over the same 52 bytes as the rules'
 * `diceCommitment`: "antbrawl-dice-v1", the seed as a big-endian uint32, the salt's 32 bytes. Null without a salt.
 */
export function diceCommitmentOf(row: { seed: number; dice_salt: string | null }): string | null {
  if (row.dice_salt === null) return null;
  const seed = Buffer.alloc(4);
  seed.writeUInt32BE(row.seed >>> 0);
  const message = Buffer.concat([Buffer.from("antbrawl-dice-v1", "ascii"), seed, Buffer.from(row.dice_salt, "hex")]);
  return createHash("sha256").update(message).digest("hex");
}

/** One side of a new battle: the ant as it is now, with its equipment's bonuses, as a stored fighter. */
export async function participantFor(
  trx: Db,
  battleId: string,
  side: number,
  ant: { row: AntRow; vitals: AntVitals },
  extra: { isDefender: boolean; stakeMilli: number; at: Date },
): Promise<NewParticipant> {
  return participantWith(battleId, side, ant, await equipmentBonusesOf(trx, ant.row.id), extra);
}

/** participantFor with the equipment's bonuses already read (a wave reads every ant's at once). */
export function participantWith(
  battleId: string,
  side: number,
  ant: { row: AntRow; vitals: AntVitals },
  bonuses: Partial<Stats>,
  extra: { isDefender: boolean; stakeMilli: number; at: Date },
): NewParticipant {
  const fighter = withSkills(fighterFromAnt(ant.row, ant.vitals, bonuses), ant.row);
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
