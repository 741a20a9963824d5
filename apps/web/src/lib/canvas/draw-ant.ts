// The one ant drawing of the app: from above on meadows (abdomen, thorax, head, legs, antennae, ring, label), or
// from the side on the battle stage.
import { drawAntLabels } from "./ant-labels";
import { limbFor, outlineFor, shade } from "./color";
import { DETAIL, type DetailSettings } from "./detail";
import { type AntPose, drawAntSide } from "./draw-ant-side";

export type { AntPose };

export interface AntSprite {
  view?: "above";
  x: number;
  y: number;
  heading: number;
  phase: number;
  color: string;
  scale: number;
  selected?: boolean;
  label?: string;
}

export const ANT_HIT_RADIUS = 26;
const GOLD = "#f4c542";
/** A wide faint ring standing in for a blurred glow, which costs a filter pass every frame. */
const GLOW = "rgba(244, 197, 66, 0.3)";

function ellipse(ctx: CanvasRenderingContext2D, x: number, y: number, rx: number, ry: number): void {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}

function drawLegs(ctx: CanvasRenderingContext2D, sprite: AntSprite, detail: DetailSettings): void {
  ctx.strokeStyle = limbFor(sprite.color, -0.35);
  ctx.lineWidth = 1.8;
  ctx.lineCap = "round";
  const roots = [-3.5, 0, 3.5];
  roots.forEach((rootX, pair) => {
    for (const side of [-1, 1]) {
      const tripod = (pair + (side === 1 ? 1 : 0)) % 2 === 0 ? 0 : Math.PI;
      const swing = detail.animateLegs ? Math.sin(sprite.phase + tripod) * 3 : 0;
      const kneeX = rootX + (pair - 1) * 3 + swing * 0.5;
      const footX = rootX + (pair - 1) * 7 + swing;
      ctx.beginPath();
      ctx.moveTo(rootX, 0);
      ctx.lineTo(kneeX, side * 8);
      ctx.lineTo(footX, side * 13);
      ctx.stroke();
    }
  });
}

function drawAntennae(ctx: CanvasRenderingContext2D, sprite: AntSprite): void {
  ctx.strokeStyle = limbFor(sprite.color, -0.25);
  ctx.lineWidth = 1.4;
  const wiggle = Math.sin(sprite.phase * 0.7) * 1.5;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(12, side * 2);
    ctx.lineTo(17, side * (6 + wiggle));
    ctx.lineTo(22, side * (5 + wiggle * 0.5));
    ctx.stroke();
  }
}

function drawBody(ctx: CanvasRenderingContext2D, sprite: AntSprite, detail: DetailSettings): void {
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = outlineFor(sprite.color);
  const fill = (x: number, r: number) => {
    if (!detail.shadows) return sprite.color;
    const gradient = ctx.createRadialGradient(x - r * 0.3, -r * 0.3, r * 0.1, x, 0, r);
    gradient.addColorStop(0, shade(sprite.color, 0.35));
    gradient.addColorStop(1, sprite.color);
    return gradient;
  };
  ctx.fillStyle = fill(-12, 9);
  ellipse(ctx, -12, 0, 9, 6.5);
  ctx.fillStyle = fill(0, 6);
  ellipse(ctx, 0, 0, 6, 4);
  ctx.fillStyle = fill(9.5, 5);
  ellipse(ctx, 9.5, 0, 5, 4.6);
  ctx.fillStyle = "#111";
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(11.5, side * 2.4, 1.1, 0, Math.PI * 2);
    ctx.fill();
  }
}

/**
 * Draws an ant: from above at its place and heading, with a golden ring when selected and its name above it (a
 * meadow with several ants leaves `label` out and places all names at once with drawAntLabels); or,
 * for a pose with `view: "side"`, from the side as a fighter.
 */
export function drawAnt(ctx: CanvasRenderingContext2D, ant: AntSprite | AntPose, detail = DETAIL.high): void {
  if (ant.view === "side") {
    drawAntSide(ctx, ant);
    return;
  }
  const sprite = ant;
  ctx.save();
  if (sprite.selected) {
    ctx.beginPath();
    ctx.arc(sprite.x, sprite.y, ANT_HIT_RADIUS * sprite.scale, 0, Math.PI * 2);
    if (detail.shadows) {
      ctx.strokeStyle = GLOW;
      ctx.lineWidth = 8;
      ctx.stroke();
    }
    ctx.strokeStyle = GOLD;
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  ctx.translate(sprite.x, sprite.y);
  ctx.rotate(sprite.heading);
  ctx.scale(sprite.scale, sprite.scale);
  if (detail.shadows) {
    ctx.fillStyle = "rgba(0, 0, 0, 0.22)";
    ctx.beginPath();
    ctx.ellipse(-2, 4, 22, 10, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  drawLegs(ctx, sprite, detail);
  drawAntennae(ctx, sprite);
  drawBody(ctx, sprite, detail);
  ctx.restore();
  drawAntLabels(ctx, [sprite]);
}
