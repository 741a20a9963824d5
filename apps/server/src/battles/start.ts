// POST /battles/{battleId}/start: the challenger runs a scheduled battle; consequences apply once.
import type { Battle } from "@antbrawl/protocol/battles";
import type { Kysely } from "kysely";
import { findBattle, participantsOf } from "../db/repositories/battles";
import type { Database } from "../db/schema";
import { conflict, forbidden, notFound } from "../lib/http-error";
import { loadBattle } from "./load";
import {
  ALREADY_STARTED,
  BATTLE_CANCELLED,
  BATTLE_NOT_FOUND,
  battleFinishedMessage,
  NOT_A_PARTICIPANT,
  ONLY_CHALLENGER_STARTS,
} from "./messages";
import { playScheduledBattle } from "./play";

/**
 * 404 for an unknown battle, 403 for someone who is not in it or is not its challenger, 409 when it is cancelled or
 * already started (a second start, even a parallel one, finds it no longer scheduled); otherwise plays it.
 */
export async function startBattle(
  db: Kysely<Database>,
  callerId: string,
  battleId: string,
  now: Date,
): Promise<{ battle: Battle; message: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await findBattle(trx, battleId);
    if (!row) throw notFound(BATTLE_NOT_FOUND);
    if (row.challenger_id !== callerId) {
      const sides = await participantsOf(trx, [battleId]);
      throw forbidden(sides.some((side) => side.user_id === callerId) ? ONLY_CHALLENGER_STARTS : NOT_A_PARTICIPANT);
    }
    if (row.status === "cancelled") throw conflict(BATTLE_CANCELLED);
    if (row.status !== "scheduled") throw conflict(ALREADY_STARTED);
    await playScheduledBattle(trx, battleId, now);
    const loaded = await loadBattle(trx, battleId);
    if (!loaded) throw new Error(`Battle ${battleId} vanished`);
    const winner = loaded.sides.find((side) => side.ant_id === loaded.battle.winner_ant_id);
    return { battle: loaded.battle, message: battleFinishedMessage(winner?.ant_name ?? "Unknown") };
  });
}
