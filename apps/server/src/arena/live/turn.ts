// One live turn in the database: fenced by the lease and the turn, resolved by the engine, settled when it is the last.
import { isDeepStrictEqual } from "node:util";
import { tacticInForce } from "@antbrawl/rules/arena/live";
import { stepBattle } from "@antbrawl/rules/battle/engine";
import type { BattleChoices, BattleState, TacticId } from "@antbrawl/rules/battle/types";
import { findBattle, participantsOf, settleLiveBattle } from "../../battles";
import type { Db } from "../../db/database";
import { type LiveRow, lockDriven, updateDriven } from "./repository";
import { rebuildState } from "./state";

/** Who plays the turn and what it already knows. */
export interface TurnContext {
  /** The node that must still hold the lease. */
  owner: string;
  /** The state after the previous turn, when this node has it (otherwise it is rebuilt from the input log). */
  cache: BattleState | null;
  now: Date;
  leaseUntil: Date;
  /** The length of the next turn (the configured LIVE_TURN_MS). */
  turnMs: number;
}

/**
 * Plays turn `row.turn` in the caller's transaction: the live row is locked only while `owner` holds the lease and the
 * turn is still being chosen (undefined otherwise: another node or an earlier call played it), the seats' pending
 * choices go to the engine (a seat without one keeps its tactic), the battle stores its input log, log and turn, and
 * the live row moves to the next turn — or, on the last turn, finishes and the battle is settled in this same
 * transaction, from the same seed, snapshots and input log (it throws if the settlement would differ).
 */
export async function playTurn(
  trx: Db,
  row: LiveRow,
  ctx: TurnContext,
): Promise<{ next: BattleState; finished: boolean } | undefined> {
  const battleId = row.battle_id;
  const expected = { phase: "fighting" as const, turn: row.turn };
  const locked = await lockDriven(trx, battleId, ctx.owner, expected);
  const battle = locked && (await findBattle(trx, battleId));
  if (!locked || !battle || battle.status !== "in_progress") return undefined;
  const before =
    ctx.cache?.turn === row.turn - 1 && battle.current_turn === row.turn - 1
      ? ctx.cache
      : rebuildState(battle, await participantsOf(trx, [battleId]), row.turn - 1);
  const pending = [locked.pending_0, locked.pending_1];
  const choices: Record<string, TacticId> = {};
  for (const [seat, side] of before.fighters.entries()) {
    const tactic = pending[seat];
    if (tactic) choices[side.fighter.antId] = tactic;
  }
  const next = stepBattle(before, choices as BattleChoices);
  await trx
    .updateTable("battles")
    .set({ input_log: JSON.stringify(next.inputLog), battle_log: JSON.stringify(next.log), current_turn: next.turn })
    .where("id", "=", battleId)
    .where("status", "=", "in_progress")
    .execute();
  const finished = next.endedBy !== null;
  const seats = {
    tactic_0: tacticInForce(locked.pending_0, locked.tactic_0),
    tactic_1: tacticInForce(locked.pending_1, locked.tactic_1),
    pending_0: null,
    pending_1: null,
    updated_at: ctx.now,
  };
  const advanced = await updateDriven(
    trx,
    battleId,
    ctx.owner,
    expected,
    finished
      ? { ...seats, phase: "finished", turn_ends_at: null, finished_at: ctx.now }
      : {
          ...seats,
          turn: row.turn + 1,
          turn_ends_at: new Date(ctx.now.getTime() + ctx.turnMs),
          lease_until: ctx.leaseUntil,
        },
  );
  if (!advanced) throw new Error(`Live battle ${battleId} lost its lease during turn ${row.turn}`);
  if (finished) {
    const settled = await settleLiveBattle(trx, battleId, ctx.now);
    if (!settled || settled.winnerAntId !== next.winnerAntId || !isDeepStrictEqual(settled.log, next.log)) {
      throw new Error(`Live battle ${battleId} settled differently from how it was fought`);
    }
  }
  return { next, finished };
}
