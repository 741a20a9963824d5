// Draws Boulder Push: dirt, the goal zone, the boulders with their weights, and the ant pushing the held one.
import { type BoulderLevel, type BoulderState, GOAL_X } from "@antbrawl/rules/training/games/boulder-push";
import { FIELD_HEIGHT, FIELD_WIDTH } from "@antbrawl/rules/training/games/constants";
import { drawAnt } from "../../../lib/canvas/draw-ant";
import { fieldFont } from "./geometry";

/** Paints one frame in field units. */
export function drawBoulders(
  ctx: CanvasRenderingContext2D,
  level: BoulderLevel,
  state: BoulderState,
  tick: number,
  antColor: string,
  scale = 1,
): void {
  ctx.fillStyle = "#5b4330";
  ctx.fillRect(0, 0, FIELD_WIDTH, FIELD_HEIGHT);
  ctx.fillStyle = "rgba(95, 211, 141, 0.22)";
  ctx.fillRect(GOAL_X, 0, FIELD_WIDTH - GOAL_X, FIELD_HEIGHT);
  ctx.strokeStyle = "#5fd38d";
  ctx.lineWidth = 4;
  ctx.setLineDash([14, 10]);
  ctx.beginPath();
  ctx.moveTo(GOAL_X, 0);
  ctx.lineTo(GOAL_X, FIELD_HEIGHT);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = "#5fd38d";
  ctx.font = fieldFont(700, 22, scale);
  ctx.textAlign = "center";
  ctx.fillText("GOAL", (GOAL_X + FIELD_WIDTH) / 2, 34);

  level.boulders.forEach((boulder, index) => {
    const p = state.positions[index]!;
    const held = state.held === index;
    ctx.fillStyle = state.pushed[index] ? "#8d9a8f" : held ? "#c9b48a" : "#a99c8a";
    ctx.beginPath();
    ctx.arc(p.x, p.y, boulder.radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = held ? 5 : 3;
    ctx.strokeStyle = held ? "#f4c542" : "#3b3026";
    ctx.stroke();
    ctx.fillStyle = "#1b1410";
    ctx.font = fieldFont(700, 18, scale);
    ctx.textBaseline = "middle";
    ctx.fillText(state.pushed[index] ? "✓" : `${boulder.weight.toFixed(1)}`, p.x, p.y);
    ctx.textBaseline = "alphabetic";
  });

  if (state.held !== null && state.pointer) {
    const p = state.positions[state.held]!;
    const r = level.boulders[state.held]!.radius;
    const dx = state.pointer.x - p.x;
    const dy = state.pointer.y - p.y;
    const length = Math.hypot(dx, dy) || 1;
    drawAnt(ctx, {
      x: p.x - (dx / length) * (r + 24),
      y: p.y - (dy / length) * (r + 24),
      heading: Math.atan2(dy, dx),
      phase: tick * 0.6,
      color: antColor,
      scale: 1,
    });
  }
}
