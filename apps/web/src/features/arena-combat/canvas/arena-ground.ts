// The still part of the arena (sand floor, wall, obstacles), painted once per size into a layer and copied; the
// corners stay transparent, so the page shows through.
import { ARENA_RADIUS, type Obstacle } from "@antbrawl/rules/topdown/index";

interface Transform {
  scale: number;
  cx: number;
  cy: number;
}

let cached: { key: string; layer: HTMLCanvasElement } | null = null;

function paint(ctx: CanvasRenderingContext2D, t: Transform, obstacles: readonly Obstacle[]) {
  const radius = ARENA_RADIUS * t.scale;
  const floor = ctx.createRadialGradient(t.cx, t.cy, radius * 0.1, t.cx, t.cy, radius);
  floor.addColorStop(0, "#c9a86a");
  floor.addColorStop(1, "#a88450");
  ctx.fillStyle = floor;
  ctx.beginPath();
  ctx.arc(t.cx, t.cy, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = "rgba(90, 60, 30, 0.25)";
  ctx.lineWidth = 1;
  for (let ring = 0.25; ring < 1; ring += 0.25) {
    ctx.beginPath();
    ctx.arc(t.cx, t.cy, radius * ring, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.strokeStyle = "#5b3b1e";
  ctx.lineWidth = Math.max(3, 5 * t.scale);
  ctx.beginPath();
  ctx.arc(t.cx, t.cy, radius, 0, Math.PI * 2);
  ctx.stroke();
  for (const obstacle of obstacles) {
    const x = t.cx + obstacle.x * t.scale;
    const y = t.cy + obstacle.y * t.scale;
    const r = obstacle.r * t.scale;
    ctx.fillStyle = "rgba(0, 0, 0, 0.25)";
    ctx.beginPath();
    ctx.ellipse(x + r * 0.15, y + r * 0.2, r, r * 0.9, 0, 0, Math.PI * 2);
    ctx.fill();
    const stone = ctx.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r);
    stone.addColorStop(0, "#9b9486");
    stone.addColorStop(1, "#5e584d");
    ctx.fillStyle = stone;
    ctx.strokeStyle = "#3f3a32";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
}

/** Copies the arena's still layer for this size and these obstacles onto the frame (painting it first if new). */
export function drawArenaGround(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  t: Transform,
  obstacles: readonly Obstacle[],
): void {
  ctx.clearRect(0, 0, width, height);
  const ratio = ctx.getTransform().a || 1;
  const key = `${width}x${height}@${ratio}:${obstacles.map((o) => `${o.x},${o.y},${o.r}`).join(";")}`;
  if (typeof document === "undefined") {
    paint(ctx, t, obstacles);
    return;
  }
  if (cached?.key !== key) {
    const layer = document.createElement("canvas");
    layer.width = Math.round(width * ratio);
    layer.height = Math.round(height * ratio);
    const layerCtx = layer.getContext("2d");
    if (!layerCtx) {
      paint(ctx, t, obstacles);
      return;
    }
    layerCtx.setTransform(ratio, 0, 0, ratio, 0, 0);
    paint(layerCtx, t, obstacles);
    cached = { key, layer };
  }
  ctx.drawImage(cached.layer, 0, 0, width, height);
}
