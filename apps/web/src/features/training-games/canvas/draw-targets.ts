// Draws Target Practice: the range, each visible target with its rings shrinking as it runs out, and the last shot.
import { FIELD_HEIGHT, FIELD_WIDTH } from "@antbrawl/rules/training/games/constants";
import { type TargetLevel, type TargetState, targetVisible } from "@antbrawl/rules/training/games/target-practice";
import { fieldFont } from "./geometry";

const RINGS = ["#dc143c", "#f4f1e8", "#dc143c"];

/** Paints one frame in field units. */
export function drawTargets(
  ctx: CanvasRenderingContext2D,
  level: TargetLevel,
  state: TargetState,
  tick: number,
  scale = 1,
): void {
  ctx.fillStyle = "#1f3a2a";
  ctx.fillRect(0, 0, FIELD_WIDTH, FIELD_HEIGHT);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.06)";
  ctx.lineWidth = 1;
  for (let x = 0; x <= FIELD_WIDTH; x += 50) {
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, FIELD_HEIGHT);
    ctx.stroke();
  }
  level.targets.forEach((target, index) => {
    if (state.hit[index] || !targetVisible(target, tick)) return;
    const left = 1 - (tick - target.appear) / target.life;
    RINGS.forEach((color, ring) => {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(target.x, target.y, (target.radius * (3 - ring)) / 3, 0, Math.PI * 2);
      ctx.fill();
    });
    ctx.strokeStyle = "#f4c542";
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.arc(target.x, target.y, target.radius + 6, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * left);
    ctx.stroke();
  });
  const shot = state.lastShot;
  if (shot && tick - shot.tick < 12) {
    ctx.globalAlpha = 1 - (tick - shot.tick) / 12;
    ctx.fillStyle = shot.points > 0 ? "#5fd38d" : "#ff6b6b";
    ctx.font = fieldFont(700, 24, scale, 13);
    ctx.textAlign = "center";
    ctx.fillText(shot.points > 0 ? `+${shot.points}` : "miss", shot.x, shot.y - 18 - (tick - shot.tick) * 2);
    ctx.beginPath();
    ctx.arc(shot.x, shot.y, 5, 0, Math.PI * 2);
    ctx.fill();
    ctx.globalAlpha = 1;
  }
}
