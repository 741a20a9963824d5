// Seconds left in the current turn, counting down to the server's `turn_ends_at` (never above `turn_seconds`).
import { useEffect, useState } from "react";

const TICK_MS = 250;

export function secondsLeft(endsAt: string | null, turnSeconds: number, now: number): number | null {
  if (!endsAt) return null;
  const ends = Date.parse(endsAt);
  if (Number.isNaN(ends)) return null;
  return Math.max(0, Math.min(Math.ceil(turnSeconds), Math.ceil((ends - now) / 1000)));
}

export function useTurnClock(endsAt: string | null, turnSeconds: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);
  return secondsLeft(endsAt, turnSeconds, now);
}
