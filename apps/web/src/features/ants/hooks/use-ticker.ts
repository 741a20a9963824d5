// Calls a function on a fixed tick while mounted and the tab is visible (ant canvases move every 50 ms).
import { useEffect, useRef } from "react";

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/**
 * Runs `onTick` every `intervalMs` while `active`; pauses while the tab is hidden, stops on unmount, and does not run
 * for players who asked their system for reduced motion.
 */
export function useTicker(onTick: () => void, intervalMs: number, active = true): void {
  const callback = useRef(onTick);
  callback.current = onTick;

  useEffect(() => {
    if (!active || prefersReducedMotion()) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      if (timer === null && !document.hidden) timer = setInterval(() => callback.current(), intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [intervalMs, active]);
}
