// Live turn lateness for /metrics: how long after its deadline each turn's result went out (an outbox wrapper).

import type { Metrics } from "../../lib/metrics";
import type { LiveOutbox } from "../../live/ports";

/** `outbox`, observing for every resolved turn the time since the deadline the previous message announced. */
export function timedOutbox<R>(outbox: LiveOutbox<R>, metrics: Metrics, now: () => number): LiveOutbox<R> {
  const deadlines = new Map<string, number>();
  return {
    async send(players, event) {
      if (event.kind !== "countdown") {
        const { battleId, live } = event.view;
        const deadline = deadlines.get(battleId);
        if (event.kind === "turn_resolved" && deadline !== undefined) {
          metrics.turnLateness.observe(Math.max(0, now() - deadline) / 1000);
        }
        if (event.kind === "ended" || live.turnEndsAt === null) deadlines.delete(battleId);
        else deadlines.set(battleId, live.turnEndsAt);
      }
      await outbox.send(players, event);
    },
  };
}
