// Loads battles with their sides and presents them.
import type { Battle } from "@antbrawl/protocol/battles";
import type { Db } from "../db/database";
import { presentBattle, presentBattles } from "./present";
import { findBattle, findBattles, type ParticipantRow, participantsOf } from "./repository";

/** One battle as the API shows it with its sides, or undefined when it does not exist. */
export async function loadBattle(
  db: Db,
  battleId: string,
): Promise<{ battle: Battle; sides: ParticipantRow[] } | undefined> {
  const row = await findBattle(db, battleId);
  if (!row) return undefined;
  const sides = await participantsOf(db, [battleId]);
  return { battle: presentBattle(row, sides), sides };
}

/** Battles by id, presented in the order of the ids given. */
export async function loadBattles(db: Db, battleIds: readonly string[]): Promise<Battle[]> {
  const rows = await findBattles(db, battleIds);
  const order = new Map(battleIds.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return presentBattles(rows, await participantsOf(db, battleIds));
}
