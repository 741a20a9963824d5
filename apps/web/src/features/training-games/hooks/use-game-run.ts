// Drives one play in real time: ticks follow the clock since the start, inputs apply to the next tick, the end fires once.

import { type GameId, TICK_MS } from "@antbrawl/rules/training/games/constants";
import type { UntimedInput } from "@antbrawl/rules/training/games/inputs";
import { MINI_GAMES } from "@antbrawl/rules/training/games/registry";
import { GameRun } from "@antbrawl/rules/training/games/run";
import { useCallback, useEffect, useRef, useState } from "react";
import { play } from "../../../lib/sound/sound";

/** How often the clock is checked when no frame is drawn (tab hidden, canvas scrolled away). */
const BACKUP_STEP_MS = 200;

export interface GameRunView {
  tick: number;
  points: number;
  /** Bumped on every applied input, so the view re-renders. */
  inputs: number;
}

/**
 * A live GameRun for one play. Ticks are taken from the time since the play started (never from frames), so the
 * browser's 30 seconds are the server's; `onEnd` is called once, at time-out, when the game ends itself or on endEarly.
 */
export function useGameRun(game: GameId, seed: number, onEnd: (run: GameRun) => void) {
  const runRef = useRef<GameRun | null>(null);
  if (runRef.current === null || runRef.current.seed !== seed || runRef.current.game.id !== game) {
    runRef.current = new GameRun(MINI_GAMES[game], seed);
  }
  const run = runRef.current;
  const startedAt = useRef(performance.now());
  const drag = useRef<{ x: number; y: number } | null>(null);
  const queued = useRef<UntimedInput[]>([]);
  const finished = useRef(false);
  const endHandler = useRef(onEnd);
  endHandler.current = onEnd;
  const [view, setView] = useState<GameRunView>({ tick: 0, points: 0, inputs: 0 });

  const scored = useRef(0);
  const refresh = useCallback(() => {
    const points = run.game.points(run.state);
    if (points > scored.current) play("game-score");
    scored.current = points;
    setView((before) => {
      const inputs = run.inputs.length;
      return before.tick === run.tick && before.points === points && before.inputs === inputs
        ? before
        : { tick: run.tick, points, inputs };
    });
  }, [run]);

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    play("game-over");
    refresh();
    endHandler.current(run);
  }, [run, refresh]);

  /** Applies the inputs waiting for room, in order, as far as the current tick takes them. */
  const flush = useCallback(() => {
    while (queued.current.length > 0 && run.fitsThisTick(queued.current[0]!.kind)) {
      run.offer(queued.current.shift()!);
    }
    if (drag.current && queued.current.length === 0 && run.fitsThisTick("drag")) {
      run.offer({ kind: "drag", ...drag.current });
      drag.current = null;
    }
  }, [run]);

  /** Catches the run up with the clock tick by tick; inputs that did not fit a tick go into the next one. */
  const advance = useCallback(() => {
    if (finished.current) return;
    const target = Math.floor((performance.now() - startedAt.current) / TICK_MS);
    flush();
    while (!run.ended && run.tick < target) {
      run.stepTo(run.tick + 1);
      flush();
    }
    if (run.ended) finish();
    else refresh();
  }, [run, flush, finish, refresh]);

  /**
   * Applies an input to the next tick, or queues it when the tick is full (two clicks within 50 ms); what the rules
   * refuse outright (a cell clicked while the pattern shows, a step out of the tunnel) is dropped.
   */
  const offer = useCallback(
    (input: UntimedInput) => {
      if (finished.current) return;
      if (input.kind === "drag") drag.current = { x: input.x, y: input.y };
      else if (queued.current.length > 0 || !run.fitsThisTick(input.kind)) queued.current.push(input);
      else if (run.offer(input) === null) refresh();
    },
    [run, refresh],
  );

  const endEarly = useCallback(() => {
    if (finished.current) return;
    advance();
    run.endEarly();
    finish();
  }, [run, advance, finish]);

  useEffect(() => {
    const timer = setInterval(advance, BACKUP_STEP_MS);
    return () => clearInterval(timer);
  }, [advance]);

  // Leaving mid-game (another tab, another page, a reload, closing the tab) ends the play early, so what was played
  // is still saved. The unmount check waits a moment because React's development mode unmounts and mounts again at once.
  const mounted = useRef(false);
  const endOnLeave = useRef(endEarly);
  endOnLeave.current = endEarly;
  useEffect(() => {
    mounted.current = true;
    const onPageHide = () => endOnLeave.current();
    window.addEventListener("pagehide", onPageHide);
    return () => {
      mounted.current = false;
      window.removeEventListener("pagehide", onPageHide);
      setTimeout(() => {
        if (!mounted.current) endOnLeave.current();
      }, 0);
    };
  }, []);

  return { run, view, advance, offer, endEarly, startedAt };
}
