// The narrow engine a battle room drives, and the adapter to the choices engine of @antbrawl/rules.
import { isFinished, stepBattle } from "@antbrawl/rules/battle/engine";
import { isTactic } from "@antbrawl/rules/battle/tactics";
import type { BattleChoices, BattleState, TacticId } from "@antbrawl/rules/battle/types";

/** One turn of a battle from every seat's choice (index = seat); a finished battle stays as it is. */
export interface RoomEngine<S, C> {
  step(state: S, choices: readonly C[]): S;
  isFinished(state: S): boolean;
}

/** Seat i plays fighter i: each seat's tactic becomes that ant's choice for the turn. */
function choicesBySeat(state: BattleState, choices: readonly TacticId[]): BattleChoices {
  const byAnt: Record<string, TacticId> = {};
  for (const [seat, side] of state.fighters.entries()) {
    const choice = choices[seat];
    if (choice !== undefined) byAnt[side.fighter.antId] = choice;
  }
  return byAnt;
}

/**
 * [B27] The rules engine with choices: every turn passes the seats' tactics to `stepBattle`, so the battle's own input
 * log (with the seed) replays it through `replayBattle`.
 */
export const rulesEngine: RoomEngine<BattleState, TacticId> = {
  step: (state, choices) => stepBattle(state, choicesBySeat(state, choices)),
  isFinished,
};

/** A seat's choice as the room checks it: one of the engine's tactics. */
export const isRoomTactic = isTactic;
