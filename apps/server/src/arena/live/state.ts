// A live battle's engine state rebuilt from what is stored: seed, fighter snapshots and the input log so far.
import { createBattle, stepBattle } from "@antbrawl/rules/battle/engine";
import type { BattleState } from "@antbrawl/rules/battle/types";
import type { BattleRow, ParticipantRow } from "../../battles";
import { storedBattleInput } from "../../battles";

/** The state after `turns` turns (all played turns when omitted), replayed exactly as runBattle would play them. */
export function rebuildState(
  battle: BattleRow,
  sides: readonly ParticipantRow[],
  turns = battle.current_turn,
): BattleState {
  const [first, second] = [...sides].sort((a, b) => a.side - b.side);
  if (!first || !second) throw new Error(`Battle ${battle.id} does not have two sides`);
  let state = createBattle(storedBattleInput(battle, [first.fighter, second.fighter]));
  const byTurn = new Map(battle.input_log.map((entry) => [entry.turn, entry.choices]));
  while (state.turn < turns && state.endedBy === null) state = stepBattle(state, byTurn.get(state.turn + 1) ?? {});
  return state;
}
