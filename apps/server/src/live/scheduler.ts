// Time for live rooms, injected: the real clock and timers in the server, a hand-moved one in tests.

export type TimerHandle = { readonly id: number };

/** The clock and timers a room uses; nothing in a room reads the time any other way. */
export interface Scheduler {
  now(): number;
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle | null): void;
}

/** The process clock and Node timers. */
export function systemScheduler(): Scheduler {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let next = 0;
  return {
    now: () => Date.now(),
    setTimeout(run, ms) {
      next += 1;
      const id = next;
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          run();
        }, ms),
      );
      return { id };
    },
    clearTimeout(handle) {
      if (!handle) return;
      clearTimeout(timers.get(handle.id));
      timers.delete(handle.id);
    },
  };
}

/** A clock that moves only when told: `advance(ms)` runs every timer that falls due, in time order. */
export function manualScheduler(start = 0) {
  let current = start;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const scheduler: Scheduler & { advance(ms: number): void; pending(): number } = {
    now: () => current,
    setTimeout(run, ms) {
      next += 1;
      timers.set(next, { at: current + Math.max(0, ms), run });
      return { id: next };
    },
    clearTimeout(handle) {
      if (handle) timers.delete(handle.id);
    },
    advance(ms) {
      const until = current + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((x, y) => x[1].at - y[1].at || x[0] - y[0]);
        const first = due[0];
        if (!first) break;
        timers.delete(first[0]);
        current = first[1].at;
        first[1].run();
      }
      current = until;
    },
    pending: () => timers.size,
  };
  return scheduler;
}
