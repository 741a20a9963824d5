// One mini-game on canvas: 30 s timer and score, mouse/touch/keyboard input recorded with ticks, 'End Game Early'.
import type { BoulderLevel, BoulderState } from "@antbrawl/rules/training/games/boulder-push";
import {
  FIELD_HEIGHT,
  FIELD_WIDTH,
  GAME_NAMES,
  GAME_TICKS,
  type GameId,
  TICK_MS,
} from "@antbrawl/rules/training/games/constants";
import type { MemoryLevel, MemoryState } from "@antbrawl/rules/training/games/pattern-memory";
import type { GameRun } from "@antbrawl/rules/training/games/run";
import type { TargetLevel, TargetState } from "@antbrawl/rules/training/games/target-practice";
import type { TunnelLevel, TunnelState } from "@antbrawl/rules/training/games/tunnel-sprint";
import { type PointerEvent, useEffect, useId, useRef } from "react";
import { useCanvasLoop } from "../../../lib/canvas/use-canvas-loop";
import { describeGame } from "../canvas/describe";
import { drawBoulders } from "../canvas/draw-boulders";
import { drawMemory } from "../canvas/draw-memory";
import { drawTargets } from "../canvas/draw-targets";
import { drawTunnel } from "../canvas/draw-tunnel";
import { cellAt, fieldPoint } from "../canvas/geometry";
import { useGameRun } from "../hooks/use-game-run";

const MAX_WIDTH = FIELD_WIDTH;
const LANE_KEYS: Record<string, -1 | 1> = { ArrowLeft: -1, a: -1, A: -1, ArrowRight: 1, d: 1, D: 1 };

const HOW_TO: Record<GameId, string> = {
  strength: "Press on a boulder and drag it into the goal. Light boulders move faster and pay more.",
  speed: "Dodge rocks and grab pickups: ← → or A D (or the buttons) change lanes.",
  precision: "Click the targets before they vanish. Hit the centre; every 3 hits in a row add a bonus.",
  memory: "Watch the cells light up, then click them in the same order.",
};

interface Props {
  game: GameId;
  seed: number;
  antColor: string;
  onEnd(run: GameRun): void;
}

export function GamePlay({ game, seed, antColor, onEnd }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { run, view, advance, offer, endEarly, startedAt } = useGameRun(game, seed, onEnd);
  const describedBy = useId();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    section.current?.scrollIntoView?.({ block: "start", behavior: "instant" as ScrollBehavior });
  }, []);

  const size = useCanvasLoop(canvas, {
    measure: frame,
    size: (cssWidth) => {
      const width = Math.min(MAX_WIDTH, Math.max(280, cssWidth || MAX_WIDTH));
      return { width, height: Math.round((width * FIELD_HEIGHT) / FIELD_WIDTH) };
    },
    draw: ({ ctx, width }) => {
      advance();
      const scale = width / FIELD_WIDTH;
      ctx.save();
      ctx.scale(scale, scale);
      const at = Math.min(GAME_TICKS, (performance.now() - startedAt.current) / TICK_MS);
      if (game === "strength")
        drawBoulders(ctx, run.level as BoulderLevel, run.state as BoulderState, run.tick, antColor, scale);
      else if (game === "speed") {
        drawTunnel(
          ctx,
          run.level as TunnelLevel,
          run.state as TunnelState,
          run.tick,
          run.ended ? run.tick : at,
          antColor,
        );
      } else if (game === "precision")
        drawTargets(ctx, run.level as TargetLevel, run.state as TargetState, run.tick, scale);
      else drawMemory(ctx, run.level as MemoryLevel, run.state as MemoryState, scale);
      ctx.restore();
    },
  });

  useEffect(() => {
    if (game !== "speed") return;
    const onKey = (event: KeyboardEvent) => {
      const dir = LANE_KEYS[event.key];
      if (dir === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) return;
      event.preventDefault();
      offer({ kind: "lane", dir });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [game, offer]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!canvas.current) return;
    const p = fieldPoint(event, canvas.current);
    if (game === "strength") {
      canvas.current.setPointerCapture?.(event.pointerId);
      offer({ kind: "press", ...p });
    } else if (game === "precision") offer({ kind: "shot", ...p });
    else if (game === "memory") {
      const cell = cellAt(p.x, p.y);
      if (cell !== null) offer({ kind: "cell", cell });
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (game !== "strength" || !canvas.current || !(run.state as BoulderState).pressed) return;
    offer({ kind: "drag", ...fieldPoint(event, canvas.current) });
  };
  const onPointerUp = () => {
    if (game === "strength") offer({ kind: "release" });
  };

  const secondsLeft = Math.ceil(((GAME_TICKS - view.tick) * TICK_MS) / 1000);
  return (
    <section ref={section} className="tg-play" aria-label={`${GAME_NAMES[game]} in play`}>
      <div className="tg-hud">
        <h3>{GAME_NAMES[game]}</h3>
        <p className="tg-timer">
          <span aria-hidden="true">⏱</span> <span className="visually-hidden">Time left </span>
          {secondsLeft}s
        </p>
        <p className="tg-score">
          Score: <strong>{Math.max(0, view.points)}</strong>
        </p>
        <button type="button" className="btn btn-secondary btn-small" onClick={endEarly}>
          End Game Early
        </button>
      </div>
      <p className="tg-howto small muted">{HOW_TO[game]}</p>
      <div ref={frame} className="tg-stage">
        <canvas
          ref={canvas}
          className={`tg-canvas tg-canvas-${game}`}
          role="img"
          aria-label={`${GAME_NAMES[game]} field`}
          aria-describedby={describedBy}
          style={{ width: "100%", maxWidth: size.width, height: size.height }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        />
      </div>
      <p id={describedBy} className="visually-hidden" aria-live={game === "memory" ? "polite" : "off"}>
        {describeGame(game, run)}
      </p>
      {game === "speed" ? (
        <fieldset className="tg-touch">
          <legend className="visually-hidden">Lane controls</legend>
          <button
            type="button"
            className="btn btn-secondary"
            aria-label="Move left"
            onClick={() => offer({ kind: "lane", dir: -1 })}
          >
            ◀
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            aria-label="Move right"
            onClick={() => offer({ kind: "lane", dir: 1 })}
          >
            ▶
          </button>
        </fieldset>
      ) : null}
    </section>
  );
}
