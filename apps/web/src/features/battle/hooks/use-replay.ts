// Plays a battle's log one entry per turn after an optional start delay; the viewer renders from its state.
import type { Battle } from "@antbrawl/protocol/battles";
import { useCallback, useEffect, useState } from "react";

type ReplayPhase = "starting" | "fighting" | "completed";

export interface Replay {
  phase: ReplayPhase;
  /** How many log entries have been played. */
  played: number;
  skip(): void;
  restart(): void;
}

interface ReplayState {
  battleId: string | null;
  started: boolean;
  played: number;
}

/** `turnMs` per entry; the first entry shows `startDelayMs` after the battle arrives (or one turn in, when 0). */
export function useReplay(battle: Battle | null, turnMs: number, startDelayMs: number): Replay {
  const battleId = battle?.id ?? null;
  const total = battle?.battle_log.length ?? 0;
  const [state, setState] = useState<ReplayState>({ battleId, started: startDelayMs <= 0, played: 0 });
  let current = state;
  if (state.battleId !== battleId) {
    current = { battleId, started: startDelayMs <= 0, played: 0 };
    setState(current);
  }

  useEffect(() => {
    if (!current.battleId) return;
    if (!current.started) {
      const timer = setTimeout(() => setState((s) => ({ ...s, started: true })), startDelayMs);
      return () => clearTimeout(timer);
    }
    if (current.played >= total) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, played: Math.min(total, s.played + 1) })), turnMs);
    return () => clearTimeout(timer);
  }, [current.battleId, current.started, current.played, total, turnMs, startDelayMs]);

  const skip = useCallback(() => setState((s) => ({ ...s, started: true, played: total })), [total]);
  const restart = useCallback(() => setState((s) => ({ ...s, started: startDelayMs <= 0, played: 0 })), [startDelayMs]);

  const phase: ReplayPhase = !current.started ? "starting" : current.played < total ? "fighting" : "completed";
  return { phase, played: Math.min(current.played, total), skip, restart };
}
