// The current time, ticking once a second while `running` (an incubation countdown, a treatment's end).
import { useEffect, useState } from "react";

/** Milliseconds since the epoch, refreshed every `stepMs` while `running`. */
export function useNow(running: boolean, stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [running, stepMs]);
  return now;
}

/** '4:05' for the time left until `untilMs` (never negative). */
export function countdown(untilMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
