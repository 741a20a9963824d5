// The arena floor behind the fighters, one palette per arena type.
import type { ArenaType } from "@antbrawl/rules/battle/types";

interface Palette {
  sky: [string, string];
  ground: string;
  speck: string;
  accent: string;
}

const PALETTES: Record<ArenaType, Palette> = {
  basic: { sky: ["#2c3f2f", "#1d2b21"], ground: "#5b4128", speck: "#7a5a3a", accent: "#4f8a3c" },
  desert: { sky: ["#6b4f2a", "#3d2d18"], ground: "#c89b5a", speck: "#e0b878", accent: "#8a6a34" },
  jungle: { sky: ["#173b22", "#0e2515"], ground: "#3d5a2a", speck: "#557a36", accent: "#2f8f46" },
  underground: { sky: ["#1a1714", "#0d0b09"], ground: "#3a2e24", speck: "#54463a", accent: "#6d5a48" },
  ice: { sky: ["#28405a", "#18283a"], ground: "#a9c8dc", speck: "#dbeaf4", accent: "#7fa6c2" },
};

function seeded(i: number): number {
  const x = Math.sin(i * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

/** Paints the backdrop and the floor line at `floorY` for a canvas of width w and height h. */
export function drawArena(ctx: CanvasRenderingContext2D, arena: ArenaType, w: number, h: number, floorY: number): void {
  const palette = PALETTES[arena] ?? PALETTES.basic;
  const sky = ctx.createLinearGradient(0, 0, 0, floorY);
  sky.addColorStop(0, palette.sky[0]);
  sky.addColorStop(1, palette.sky[1]);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, floorY);

  ctx.fillStyle = palette.accent;
  for (let i = 0; i < 14; i += 1) {
    const x = seeded(i) * w;
    const height = 14 + seeded(i + 40) * 30;
    ctx.globalAlpha = 0.35;
    ctx.beginPath();
    ctx.ellipse(x, floorY, 18 + seeded(i + 80) * 30, height, 0, Math.PI, 0);
    ctx.fill();
  }
  ctx.globalAlpha = 1;

  ctx.fillStyle = palette.ground;
  ctx.fillRect(0, floorY, w, h - floorY);
  ctx.fillStyle = palette.speck;
  for (let i = 0; i < 60; i += 1) {
    const x = seeded(i + 200) * w;
    const y = floorY + 4 + seeded(i + 300) * (h - floorY - 6);
    ctx.fillRect(x, y, 2 + seeded(i + 400) * 3, 2);
  }
  ctx.strokeStyle = "rgba(0,0,0,0.25)";
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, floorY);
  ctx.lineTo(w, floorY);
  ctx.stroke();
}
