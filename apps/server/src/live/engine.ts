// The narrow engine a battle room drives, and an adapter for today's automatic engine in @antbrawl/rules.
import { isFinished, stepBattle } from "@antbrawl/rules/battle/engine";
import type { BattleState } from "@antbrawl/rules/battle/types";

/** One turn of a battle from every seat's choice (index = seat); a finished battle stays as it is. */
export interface RoomEngine<S, C> {
  step(state: S, choices: readonly C[]): S;
  isFinished(state: S): boolean;
}

/** Today's engine takes no choices: it steps on its own, so the room's choices only go into the input log. */
export const automaticRulesEngine: RoomEngine<BattleState, string> = {
  step: (state) => stepBattle(state),
  isFinished,
};
