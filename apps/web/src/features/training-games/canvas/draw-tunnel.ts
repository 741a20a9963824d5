// Draws Tunnel Sprint: three lanes of earth scrolling toward the ant, rocks, pickups and the knocked-down flash.
import { FIELD_HEIGHT, FIELD_WIDTH } from "@antbrawl/rules/training/games/constants";
import { ANT_Y, itemY, LANES, type TunnelLevel, type TunnelState } from "@antbrawl/rules/training/games/tunnel-sprint";
import { drawAnt } from "../../../lib/canvas/draw-ant";
import { fieldFont, LANE_WIDTH, laneX, TUNNEL_LEFT } from "./geometry";

/** Paints one frame in field units; `at` is the tick with its fraction, for smooth scrolling. */
export function drawTunnel(
  ctx: CanvasRenderingContext2D,
  level: TunnelLevel,
  state: TunnelState,
  tick: number,
  at: number,
  antColor: string,
  scale = 1,
): void {
  ctx.fillStyle = "#2a1e15";
  ctx.fillRect(0, 0, FIELD_WIDTH, FIELD_HEIGHT);
  ctx.fillStyle = "#4a3626";
  ctx.fillRect(TUNNEL_LEFT, 0, LANE_WIDTH * LANES, FIELD_HEIGHT);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.15)";
  ctx.lineWidth = 2;
  const stripe = (at * 8) % 40;
  ctx.setLineDash([20, 20]);
  ctx.lineDashOffset = -stripe;
  for (let lane = 1; lane < LANES; lane += 1) {
    ctx.beginPath();
    ctx.moveTo(TUNNEL_LEFT + lane * LANE_WIDTH, 0);
    ctx.lineTo(TUNNEL_LEFT + lane * LANE_WIDTH, FIELD_HEIGHT);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.lineDashOffset = 0;

  const met = new Set(state.met);
  level.items.forEach((item, index) => {
    if (met.has(index)) return;
    const y = itemY(item, at);
    if (y < -40 || y > FIELD_HEIGHT + 40) return;
    const x = laneX(item.lane);
    if (item.kind === "rock") {
      ctx.fillStyle = "#8a8378";
      ctx.beginPath();
      ctx.moveTo(x - 42, y + 22);
      ctx.lineTo(x - 26, y - 20);
      ctx.lineTo(x + 12, y - 28);
      ctx.lineTo(x + 40, y + 4);
      ctx.lineTo(x + 30, y + 24);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = "#3b352e";
      ctx.lineWidth = 3;
      ctx.stroke();
    } else {
      ctx.fillStyle = item.value >= 100 ? "#f4c542" : "#7cb7ff";
      ctx.beginPath();
      ctx.arc(x, y, item.value >= 100 ? 22 : 17, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = "#14201a";
      ctx.font = fieldFont(700, 15, scale, 10);
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(String(item.value), x, y);
      ctx.textBaseline = "alphabetic";
    }
  });

  const stunned = tick < state.stunnedUntil;
  if (stunned) {
    ctx.fillStyle = "rgba(255, 107, 107, 0.25)";
    ctx.fillRect(laneX(state.lane) - LANE_WIDTH / 2, ANT_Y - 50, LANE_WIDTH, 100);
  }
  drawAnt(ctx, {
    x: laneX(state.lane),
    y: ANT_Y,
    heading: -Math.PI / 2,
    phase: stunned ? 0 : at * 0.8,
    color: antColor,
    scale: 1.3,
  });
}
