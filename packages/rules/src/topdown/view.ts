// [TD37] What a watcher of a running fight may be sent: the fight's state without its seed and its dice.
import type { TopdownState } from "./types";

/** [TD37] A running fight as its page sees it: everything on the ground, nothing that predicts the next roll. */
export type TopdownView = Omit<TopdownState, "seed" | "rngState">;

/** [TD37] The state without `seed` and `rngState` (a new object; the state is not changed). */
export function topdownView(state: TopdownState): TopdownView {
  const { seed: _seed, rngState: _rngState, ...view } = state;
  return view;
}
