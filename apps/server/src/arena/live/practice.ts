// A practice live battle against a house ant (W30–W33), made in the caller's transaction and begun after commit.
import { LIVE_COUNTDOWN_SECONDS } from "@antbrawl/rules/arena/live";
import { practiceOpponent } from "@antbrawl/rules/arena/practice";
import type { Fighter } from "@antbrawl/rules/battle/types";
import { DEFAULT_BATTLE_SPEED } from "@antbrawl/rules/battle/viewer";
import { seedFromString } from "@antbrawl/rules/random";
import { HOUSE_USER_ID } from "@antbrawl/rules/tournament/house";
import { claimReadyAnt, insertBattles, newDice, participantWith } from "../../battles";
import type { Db } from "../../db/database";
import { equipmentBonusesOfAnts } from "../../lab";
import { insertLives } from "./repository";

const HOUSE_APPEARANCE = JSON.stringify({ color: "#2F2F2F", pattern: "solid", size: 1, battle_scars: [] });

/**
 * Claims the player's ant (server bar: 404 not theirs, 409 with the readiness reason) and stores a `practice` battle,
 * in progress, stake 0: the ant on side 0, the house ant of W31 on side 1 (no ant row), and the live row in its
 * countdown with the house seat connected. Answers the battle id; call `beginLiveBattle` after commit.
 */
export async function createPracticeBattle(
  trx: Db,
  input: { userId: string; antId: string; now: Date; countdownSeconds?: number },
): Promise<string> {
  const { userId, antId, now } = input;
  const ant = await claimReadyAnt(trx, userId, antId, "server", now);
  const battleId = crypto.randomUUID();
  const bonuses = (await equipmentBonusesOfAnts(trx, [ant.row.id])).get(ant.row.id) ?? {};
  const own = participantWith(battleId, 0, ant, bonuses, { isDefender: false, stakeMilli: 0, at: now });
  const house = practiceOpponent(JSON.parse(own.fighter as string) as Fighter, battleId, seedFromString(battleId));
  await insertBattles(
    trx,
    [
      {
        id: battleId,
        battle_type: "practice",
        status: "in_progress",
        arena_type: "basic",
        battle_speed: DEFAULT_BATTLE_SPEED,
        stake_milli: 0,
        challenger_id: userId,
        ...newDice(),
        created_at: now,
        started_at: now,
      },
    ],
    [
      own,
      {
        battle_id: battleId,
        side: 1,
        user_id: HOUSE_USER_ID,
        ant_id: house.antId,
        ant_name: house.name,
        appearance: HOUSE_APPEARANCE,
        fighter: JSON.stringify(house),
        is_defender: false,
        level: house.level,
        starting_health: house.health,
        starting_energy: house.energy,
        elo_before: ant.row.elo_rating,
        stake_milli: 0,
        created_at: now,
      },
    ],
  );
  await insertLives(trx, [
    {
      battle_id: battleId,
      phase: "countdown",
      countdown_ends_at: new Date(now.getTime() + (input.countdownSeconds ?? LIVE_COUNTDOWN_SECONDS) * 1000),
      tactic_0: null,
      tactic_1: null,
      pending_0: null,
      pending_1: null,
      connected_1: true,
      left_at_0: null,
      left_at_1: null,
      lease_owner: null,
      lease_until: null,
      created_at: now,
      updated_at: now,
    },
  ]);
  return battleId;
}
