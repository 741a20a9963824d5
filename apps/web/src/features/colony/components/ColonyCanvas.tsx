// The colony canvas: up to three ants wandering a meadow; click an ant (or its chip) to select it.
import type { Ant } from "@antbrawl/protocol/ants";
import { type MouseEvent, useEffect, useMemo, useRef } from "react";
import { drawAntLabels, type LabelledAnt } from "../../../lib/canvas/ant-labels";
import { DETAIL, deviceDetail } from "../../../lib/canvas/detail";
import { ANT_HIT_RADIUS, drawAnt } from "../../../lib/canvas/draw-ant";
import { meadowLayer, pixelRatio } from "../../../lib/canvas/scene";
import { useCanvasLoop } from "../../../lib/canvas/use-canvas-loop";
import { type Bounds, createWalker, fitWalker, stepWalker, type Walker, walkerAt } from "../../../lib/canvas/walker";
import { COLONY_TICK_MS, colonyCanvasSize } from "./canvas-size";
import "./colony.css";

const SOIL_RATIO = 0.22;

interface ColonyCanvasProps {
  ants: readonly Ant[];
  selectedId: string | null;
  onSelect: (antId: string) => void;
}

export function ColonyCanvas({ ants, selectedId, onSelect }: ColonyCanvasProps) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const walkers = useRef(new Map<string, Walker>());
  const detail = deviceDetail(DETAIL.high);
  const size = useCanvasLoop(canvas, {
    measure: frame,
    size: colonyCanvasSize,
    maxPixelRatio: detail.maxPixelRatio,
    tickMs: COLONY_TICK_MS,
    running: ants.length > 0,
    tick: () => {
      for (const walker of walkers.current.values()) stepWalker(walker, bounds, size.scale);
    },
    draw: ({ ctx, width, height, scale }) => {
      ctx.drawImage(background, 0, 0, width, height);
      const labels: LabelledAnt[] = [];
      for (const ant of ants) {
        const walker = walkers.current.get(ant.id);
        if (!walker) continue;
        const selected = ant.id === selectedId;
        drawAnt(ctx, { ...walker, color: ant.appearance.color, scale, selected }, detail);
        labels.push({ x: walker.x, y: walker.y, scale, selected, label: ant.name });
      }
      drawAntLabels(ctx, labels);
    },
  });
  const ratio = pixelRatio(detail.maxPixelRatio);
  const bounds: Bounds = useMemo(
    () => ({ left: 24, top: 44 * size.scale + 8, right: size.width - 24, bottom: size.height - 18 }),
    [size],
  );
  const background = useMemo(
    () => meadowLayer({ width: size.width, height: size.height, soilRatio: SOIL_RATIO, seed: 7, detail }, ratio),
    [size, ratio, detail],
  );

  useEffect(() => {
    const known = walkers.current;
    for (const id of known.keys()) if (!ants.some((ant) => ant.id === id)) known.delete(id);
    for (const ant of ants) {
      const walker = known.get(ant.id);
      if (walker) fitWalker(walker, bounds);
      else known.set(ant.id, createWalker(ant.id, bounds));
    }
  }, [ants, bounds]);

  const pointAt = (event: MouseEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - rect.left) / rect.width) * size.width;
    const y = ((event.clientY - rect.top) / rect.height) * size.height;
    return walkerAt([...walkers.current.values()], x, y, ANT_HIT_RADIUS * size.scale * 1.3);
  };

  const names = ants.map((ant) => ant.name);
  const label = names.length === 0 ? "Empty Colony" : `Colony meadow with ${names.join(", ")}`;

  return (
    <div ref={frame} className="colony-canvas-frame">
      <div
        className="colony-canvas-box"
        style={{ maxWidth: size.width, aspectRatio: `${size.width} / ${size.height}` }}
      >
        <canvas
          ref={canvas}
          className="colony-canvas"
          role="img"
          aria-label={label}
          data-size={`${size.width}x${size.height}`}
          onClick={(event) => {
            const hit = pointAt(event);
            if (hit) onSelect(hit.id);
          }}
          onMouseMove={(event) => {
            event.currentTarget.style.cursor = pointAt(event) ? "pointer" : "default";
          }}
        />
        {ants.length === 0 ? (
          <p className="colony-empty" aria-hidden="true">
            Empty Colony
          </p>
        ) : null}
      </div>
    </div>
  );
}
