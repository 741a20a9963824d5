// GET /api/users/{userId}/arena-combat[/{battleId}]: the player's open fights, and one fight with what a replay needs.
import { ARENA_COMBAT_ERRORS, type ArenaCombatReplay, type ArenaOpenFights } from "@antbrawl/protocol/arena-combat";
import { diceCommitmentOf, loadBattle } from "../battles";
import type { Db } from "../db/database";
import { notFound } from "../lib/domain-error";
import { findArenaCombat, openArenaCombats } from "./repository";

/**
 * The caller's fight: rules version, both fighter snapshots, the command log, the result, the dice commitment, and once
 * it is over its seed and salt (AC3: hidden while it runs); 404 for anyone else's.
 */
export async function arenaCombatReplay(db: Db, callerId: string, battleId: string): Promise<ArenaCombatReplay> {
  const found = await findArenaCombat(db, battleId);
  if (!found || found.combat.user_id !== callerId) throw notFound(ARENA_COMBAT_ERRORS.notFound);
  const loaded = await loadBattle(db, battleId);
  if (!loaded) throw notFound(ARENA_COMBAT_ERRORS.notFound);
  const [first, second] = loaded.sides;
  if (!first || !second) throw new Error(`Arena Combat ${battleId} does not have two sides`);
  const over = found.battle.status !== "in_progress";
  return {
    battle_id: battleId,
    seed: over ? found.battle.seed : null,
    dice_commitment: diceCommitmentOf(found.battle),
    dice_salt: over ? found.battle.dice_salt : null,
    rules_version: found.combat.rules_version,
    status: found.battle.status,
    fighters: [first.fighter, second.fighter],
    commands: found.combat.commands,
    result: found.combat.result,
    battle: loaded.battle,
  };
}

/** The player's fights still open at `now` (expired ones were cancelled first by the caller), with their time so far. */
export async function openArenaFights(db: Db, userId: string, now: Date): Promise<ArenaOpenFights> {
  const byBattle = new Map<string, ArenaOpenFights["open"][number]>();
  for (const row of await openArenaCombats(db, userId)) {
    const started = row.started_at ?? row.created_at;
    const fight = byBattle.get(row.battle_id) ?? {
      battle_id: row.battle_id,
      ant_names: [],
      elapsed_ms: Math.max(0, now.getTime() - started.getTime()),
      expires_at: row.expires_at.toISOString(),
    };
    fight.ant_names.push(row.ant_name);
    byBattle.set(row.battle_id, fight);
  }
  return { open: [...byBattle.values()] };
}
