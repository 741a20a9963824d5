// The end of a fight: phase, winner and loser, frozen ants (the decision on standing at the cap is B15's, TD4).
import type { TopdownAnt, TopdownEndReason, TopdownState } from "./types";

/** [TD4] Ends the fight: phase finished, winner and loser, how; the loser's state freezes. */
export function finish(state: TopdownState, winner: TopdownAnt, loser: TopdownAnt, endedBy: TopdownEndReason): void {
  state.phase = "finished";
  state.winnerAntId = winner.antId;
  state.loserAntId = loser.antId;
  state.endedBy = endedBy;
  for (const ant of state.ants) {
    ant.vx = 0;
    ant.vy = 0;
  }
  state.events.push({
    kind: endedBy === "knockout" ? "knockout" : "time_up",
    antId: winner.antId,
    targetId: loser.antId,
    x: loser.x,
    y: loser.y,
  });
}
