// The arena canvas: the shared loop draws every display frame and moves the fight on by the time that passed.
import { useRef } from "react";
import { DETAIL, deviceDetail } from "../../../lib/canvas/detail";
import { useCanvasLoop } from "../../../lib/canvas/use-canvas-loop";
import { drawFight } from "../canvas/draw-fight";
import type { FightSource } from "../fight-source";

/** Tallest arena drawn, in CSS pixels (the canvas is square up to this). */
const MAX_SIDE = 560;

export function FightCanvas({ fight, colors, label }: { fight: FightSource; colors: [string, string]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const detail = deviceDetail(DETAIL.medium);
  const size = useCanvasLoop(canvas, {
    measure: box,
    maxPixelRatio: detail.maxPixelRatio,
    size: (width) => {
      const side = Math.max(200, Math.min(MAX_SIDE, width || MAX_SIDE));
      return { width: side, height: side };
    },
    draw: ({ ctx, width, height, now }) => {
      const alpha = fight.advance(now);
      drawFight({
        ctx,
        width,
        height,
        now,
        alpha,
        previous: fight.previous,
        state: fight.state,
        effects: fight.effects,
        colors,
        detail,
      });
    },
  });
  return (
    <div className="combat-canvas-box" ref={box}>
      <canvas
        ref={canvas}
        className="combat-canvas"
        style={{ width: size.width, height: size.height }}
        role="img"
        aria-label={label}
      />
    </div>
  );
}
