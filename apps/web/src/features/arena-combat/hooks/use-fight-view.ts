// The fight state React shows in the panels: refreshed from the runner at most ten times a second.
import type { TopdownState } from "@antbrawl/rules/topdown/index";
import { useEffect, useState } from "react";
import type { FightRunner } from "../fight-runner";

/** Panels change slower than the canvas: a tenth of a second is plenty and keeps React out of the frame budget. */
const VIEW_EVERY_MS = 100;

/** The runner's state, taken after a computed tick when the last one shown is VIEW_EVERY_MS old (always at the end). */
export function useFightView(runner: FightRunner): TopdownState {
  const [state, setState] = useState(runner.state);
  useEffect(() => {
    let shownAt = 0;
    setState(runner.state);
    return runner.subscribe(() => {
      const now = performance.now();
      if (now - shownAt < VIEW_EVERY_MS && !runner.finished) return;
      shownAt = now;
      setState(runner.state);
    });
  }, [runner]);
  return state;
}
