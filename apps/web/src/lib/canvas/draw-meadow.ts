// Draws the meadow behind the ants once per size and quality: grass, flowers and a band of soil with a nest hole.
import { createRng } from "@antbrawl/rules/random";
import type { DetailSettings } from "./detail";

export interface MeadowOptions {
  width: number;
  height: number;
  soilRatio: number;
  seed: number;
  detail: DetailSettings;
}

const FLOWER_COLORS = ["#fff6d5", "#ffd1e8", "#ffe066", "#d7c4ff"];

function drawSoil(ctx: CanvasRenderingContext2D, options: MeadowOptions, soilTop: number, next: () => number): void {
  const { width, height, detail } = options;
  const soil = ctx.createLinearGradient(0, soilTop, 0, height);
  soil.addColorStop(0, "#7a5533");
  soil.addColorStop(1, "#4f3620");
  ctx.fillStyle = soil;
  ctx.beginPath();
  ctx.moveTo(0, soilTop);
  for (let x = 0; x < width; x += 20) ctx.lineTo(x, soilTop + Math.sin(x / 37) * 3);
  ctx.lineTo(width, soilTop + Math.sin(width / 37) * 3);
  ctx.lineTo(width, height);
  ctx.lineTo(0, height);
  ctx.fill();
  ctx.fillStyle = "rgba(40, 26, 14, 0.55)";
  const pebbles = detail.grass ? Math.round(width / 12) : Math.round(width / 40);
  for (let i = 0; i < pebbles; i++) {
    ctx.beginPath();
    ctx.ellipse(
      next() * width,
      soilTop + 6 + next() * (height - soilTop - 8),
      1.5 + next() * 2.5,
      1 + next() * 1.5,
      0,
      0,
      7,
    );
    ctx.fill();
  }
  const holeX = width * 0.82;
  const holeY = soilTop + (height - soilTop) * 0.5;
  ctx.fillStyle = "#24170c";
  ctx.beginPath();
  ctx.ellipse(holeX, holeY, Math.min(22, width / 18), Math.min(9, (height - soilTop) / 4), 0, 0, Math.PI * 2);
  ctx.fill();
}

function drawGrass(ctx: CanvasRenderingContext2D, options: MeadowOptions, soilTop: number, next: () => number): void {
  const blades = Math.round((options.width * soilTop) / 260);
  ctx.lineWidth = 1.2;
  for (let i = 0; i < blades; i++) {
    const x = next() * options.width;
    const y = 6 + next() * (soilTop - 6);
    const tall = 4 + next() * 6;
    ctx.strokeStyle = next() > 0.5 ? "rgba(46, 94, 30, 0.55)" : "rgba(150, 200, 90, 0.5)";
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + 1, y - tall / 2, x + (next() - 0.5) * 4, y - tall);
    ctx.stroke();
  }
}

function drawFlowers(ctx: CanvasRenderingContext2D, options: MeadowOptions, soilTop: number, next: () => number) {
  const count = Math.max(4, Math.round(options.width / 45));
  for (let i = 0; i < count; i++) {
    const x = 8 + next() * (options.width - 16);
    const y = 8 + next() * (soilTop - 16);
    const petal = 2.2 + next() * 1.3;
    ctx.fillStyle = FLOWER_COLORS[Math.floor(next() * FLOWER_COLORS.length)] ?? "#fff";
    for (let p = 0; p < 5; p++) {
      const angle = (p / 5) * Math.PI * 2;
      ctx.beginPath();
      ctx.arc(x + Math.cos(angle) * petal, y + Math.sin(angle) * petal, petal, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = "#f0a202";
    ctx.beginPath();
    ctx.arc(x, y, petal * 0.8, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** The y where the soil band starts, for keeping walkers on the grass. */
export function soilTopOf(options: Pick<MeadowOptions, "height" | "soilRatio">): number {
  return Math.round(options.height * (1 - options.soilRatio));
}

/** Paints the meadow into a context sized width x height (in CSS pixels). */
export function drawMeadow(ctx: CanvasRenderingContext2D, options: MeadowOptions): void {
  const rng = createRng(options.seed);
  const next = () => rng.next();
  const soilTop = soilTopOf(options);
  const grass = ctx.createLinearGradient(0, 0, 0, soilTop);
  grass.addColorStop(0, "#8cc152");
  grass.addColorStop(1, "#5f9a3a");
  ctx.fillStyle = grass;
  ctx.fillRect(0, 0, options.width, soilTop + 4);
  if (options.detail.grass) drawGrass(ctx, options, soilTop, next);
  if (options.detail.flowers) drawFlowers(ctx, options, soilTop, next);
  drawSoil(ctx, options, soilTop, next);
}
