// The ant viewer: one ant wandering over soil and grass, with its name, health %, energy % and mood face.
import type { Ant } from "@antbrawl/protocol/ants";
import { moodFace, moodWord } from "@antbrawl/rules/colony/mood";
import { seedFromString } from "@antbrawl/rules/random";
import { useEffect, useMemo, useRef } from "react";
import { DETAIL, deviceDetail, type Quality } from "../../../lib/canvas/detail";
import { drawAnt } from "../../../lib/canvas/draw-ant";
import { soilTopOf } from "../../../lib/canvas/draw-meadow";
import { meadowLayer, pixelRatio } from "../../../lib/canvas/scene";
import { useCanvasLoop } from "../../../lib/canvas/use-canvas-loop";
import { createWalker, fitWalker, stepWalker, type Walker } from "../../../lib/canvas/walker";
import { antMood, percent } from "../ant-values";
import "./ant-viewer.css";

const SOIL_RATIO = 0.45;

export function AntViewer({ ant, quality, compact = true }: { ant: Ant; quality: Quality; compact?: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const walker = useRef<Walker | null>(null);
  const detail = deviceDetail(DETAIL[quality]);
  const height = compact ? 150 : 260;
  const scale = compact ? 0.9 : 1.2;
  const { width } = useCanvasLoop(canvas, {
    measure: frame,
    size: (cssWidth) => ({ width: Math.max(200, cssWidth || 280), height }),
    maxPixelRatio: detail.maxPixelRatio,
    tickMs: detail.tickMs,
    tick: () => {
      if (walker.current) stepWalker(walker.current, bounds, scale * (detail.tickMs / 50));
    },
    draw: ({ ctx, width: w, height: h }) => {
      const current = walker.current;
      if (!current) return;
      ctx.drawImage(background, 0, 0, w, h);
      drawAnt(ctx, { ...current, color: ant.appearance.color, scale, label: ant.name }, detail);
    },
  });
  const ratio = pixelRatio(detail.maxPixelRatio);
  const soilTop = soilTopOf({ height, soilRatio: SOIL_RATIO });
  const bounds = useMemo(
    () => ({ left: 28, top: soilTop - 30, right: width - 28, bottom: height - 22 }),
    [width, height, soilTop],
  );
  const background = useMemo(
    () => meadowLayer({ width, height, soilRatio: SOIL_RATIO, seed: seedFromString(ant.id), detail }, ratio),
    [width, height, ant.id, detail, ratio],
  );

  useEffect(() => {
    if (walker.current) fitWalker(walker.current, bounds);
    else walker.current = createWalker(ant.id, bounds, 1);
  }, [ant.id, bounds]);

  const mood = antMood(ant);
  return (
    <figure className={`ant-viewer ${compact ? "is-compact" : ""}`}>
      <div ref={frame} className="ant-viewer-stage">
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${ant.name} wandering over soil and grass`}
          style={{ width: "100%", height }}
        />
      </div>
      <figcaption className="ant-viewer-caption">
        <span title="Health">
          <span aria-hidden="true">❤️</span> <span className="visually-hidden">Health </span>
          {percent(ant.current_health)}%
        </span>
        <span title="Energy">
          <span aria-hidden="true">⚡</span> <span className="visually-hidden">Energy </span>
          {percent(ant.energy)}%
        </span>
        <span role="img" aria-label={`Mood: ${moodWord(mood)}`} title={`Mood: ${moodWord(mood)}`}>
          {moodFace(mood)}
        </span>
      </figcaption>
    </figure>
  );
}
