// Paints one frame of a top-down fight: the arena from above, rocks in flight, both ants between two ticks, effects.
import {
  ANT_RADIUS,
  ARENA_RADIUS,
  PREPARATION_TICKS,
  TOPDOWN_TICK_MS,
  type TopdownAnt,
  type TopdownView,
} from "@antbrawl/rules/topdown/index";
import type { DetailSettings } from "../../../lib/canvas/detail";
import { drawAnt } from "../../../lib/canvas/draw-ant";
import { EFFECT_TICKS, type Effect } from "../fight-source";
import { drawArenaGround } from "./arena-ground";
import { drawEffect } from "./effects";

/** Ring colours of the two sides, matching their command panels. */
export const SIDE_COLORS = ["#f4c542", "#7cb7ff"] as const;
/** The ant drawing is about 43 units long; an arena ant is three body radii long. */
const SPRITE_LENGTH = 43;
const ANT_LENGTH = ANT_RADIUS * 3.2;

export interface FightFrame {
  ctx: CanvasRenderingContext2D;
  width: number;
  height: number;
  previous: TopdownView;
  state: TopdownView;
  /** Share of the way from `previous` to `state`, 0 to 1. */
  alpha: number;
  effects: readonly Effect[];
  colors: readonly [string, string];
  detail: DetailSettings;
  /** Frame time in ms, for idle animation. */
  now: number;
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

function lerpAngle(a: number, b: number, t: number): number {
  let delta = b - a;
  while (delta > Math.PI) delta -= Math.PI * 2;
  while (delta < -Math.PI) delta += Math.PI * 2;
  return a + delta * t;
}

/** Pixels per arena unit and the centre, so the whole round arena fits the canvas. */
function arenaTransform(width: number, height: number): { scale: number; cx: number; cy: number } {
  const scale = Math.min(width, height) / (2 * (ARENA_RADIUS + 8));
  return { scale, cx: width / 2, cy: height / 2 };
}

function bar(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, share: number, color: string): void {
  ctx.fillStyle = "rgba(10, 16, 12, 0.75)";
  ctx.fillRect(x - w / 2 - 1, y - 1, w + 2, 5);
  ctx.fillStyle = color;
  ctx.fillRect(x - w / 2, y, w * Math.max(0, Math.min(1, share)), 3);
}

function healthColor(share: number): string {
  if (share > 0.6) return "#5fd38d";
  if (share > 0.3) return "#f4d35e";
  return "#ff6b6b";
}

function drawStates(ctx: CanvasRenderingContext2D, ant: TopdownAnt, x: number, y: number, r: number, now: number) {
  if (ant.motivationTicks > 0) {
    ctx.strokeStyle = `rgba(244, 197, 66, ${0.35 + 0.25 * Math.sin(now / 150)})`;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(x, y, r * 1.9, 0, Math.PI * 2);
    ctx.stroke();
  }
  if (ant.state === "charging") {
    ctx.strokeStyle = "rgba(255, 140, 66, 0.7)";
    ctx.lineWidth = 2;
    for (const offset of [-0.35, 0, 0.35]) {
      const back = ant.facing + Math.PI + offset;
      ctx.beginPath();
      ctx.moveTo(x + Math.cos(back) * r * 1.3, y + Math.sin(back) * r * 1.3);
      ctx.lineTo(x + Math.cos(back) * r * 2.6, y + Math.sin(back) * r * 2.6);
      ctx.stroke();
    }
  }
  if (ant.state === "stunned") {
    ctx.fillStyle = "#f4d35e";
    for (let i = 0; i < 3; i += 1) {
      const angle = now / 220 + (i * Math.PI * 2) / 3;
      ctx.beginPath();
      ctx.arc(x + Math.cos(angle) * r * 1.3, y - r * 1.4 + Math.sin(angle) * r * 0.4, r * 0.22, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  if (ant.bleedingTicks > 0) {
    ctx.fillStyle = "#d7263d";
    const drip = (now / 300) % 1;
    ctx.beginPath();
    ctx.arc(x - r * 0.6, y + r * (0.4 + drip), r * 0.18, 0, Math.PI * 2);
    ctx.arc(x + r * 0.5, y + r * (0.2 + ((drip + 0.5) % 1)), r * 0.15, 0, Math.PI * 2);
    ctx.fill();
  }
  for (let i = 0; i < ant.carriedRocks; i += 1) {
    ctx.fillStyle = "#9a9a92";
    ctx.beginPath();
    ctx.arc(x - r * 0.6 + i * r * 0.6, y + r * 1.25, r * 0.22, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Ants drawn at least this many CSS pixels long, whatever the canvas size (the physics radius stays the rules'). */
const MIN_ANT_PIXELS = 44;

/** Where a fighter is on screen now. */
function fighterAt(frame: FightFrame, index: 0 | 1, t: { scale: number; cx: number; cy: number }) {
  const ant = frame.state.ants[index];
  const before = frame.previous.ants[index];
  return {
    x: t.cx + lerp(before.x, ant.x, frame.alpha) * t.scale,
    y: t.cy + lerp(before.y, ant.y, frame.alpha) * t.scale,
  };
}

function drawFighter(
  frame: FightFrame,
  index: 0 | 1,
  t: { scale: number; cx: number; cy: number },
  labelBelow: boolean,
): void {
  const { ctx, previous, state, alpha } = frame;
  const ant = state.ants[index];
  const before = previous.ants[index];
  const { x, y } = fighterAt(frame, index, t);
  const zoom = Math.max(1, MIN_ANT_PIXELS / (ANT_LENGTH * t.scale));
  const r = ANT_RADIUS * t.scale * zoom;
  const side = SIDE_COLORS[index];
  ctx.globalAlpha = ant.health <= 0 ? 0.45 : ant.state === "dodging" ? 0.7 : 1;
  ctx.strokeStyle = side;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, y, r * 1.45, 0, Math.PI * 2);
  ctx.stroke();
  drawStates(ctx, ant, x, y, r, frame.now);
  const moving = ant.state === "moving" || ant.state === "charging" || ant.state === "dodging";
  drawAnt(
    ctx,
    {
      x,
      y,
      heading: lerpAngle(before.facing, ant.facing, alpha),
      phase: moving ? (state.tick + alpha) * 0.9 : 0,
      color: frame.colors[index],
      scale: (ANT_LENGTH * t.scale * zoom) / SPRITE_LENGTH,
    },
    frame.detail,
  );
  ctx.globalAlpha = 1;
  const w = Math.max(36, r * 3.2);
  const fontSize = Math.max(12, Math.min(16, Math.round(r * 0.9)));
  // When the two ants are close, one label goes under its ant so the names never overlap.
  const top = labelBelow ? y + r * 1.7 : y - r * 1.7 - 10;
  bar(ctx, x, top, w, ant.health / 100, healthColor(ant.health / 100));
  bar(ctx, x, top + 5, w, ant.energy / 100, "#7cb7ff");
  ctx.font = `600 ${fontSize}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(10, 16, 12, 0.7)";
  const labelY = labelBelow ? top + 10 + fontSize : top - 4;
  ctx.strokeText(ant.name, x, labelY);
  ctx.fillStyle = side;
  ctx.fillText(ant.name, x, labelY);
}

/** A centred banner, its font shrunk until the text fits 90% of the width (a long name is never clipped). */
function drawBanner(ctx: CanvasRenderingContext2D, width: number, height: number, text: string, wanted: number) {
  let size = wanted;
  ctx.font = `800 ${size}px system-ui, sans-serif`;
  const measured = ctx.measureText(text).width;
  if (measured > width * 0.9) {
    size = Math.max(12, Math.floor((wanted * width * 0.9) / measured));
    ctx.font = `800 ${size}px system-ui, sans-serif`;
  }
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineWidth = Math.max(3, size / 10);
  ctx.strokeStyle = "rgba(10, 16, 12, 0.85)";
  ctx.strokeText(text, width / 2, height / 2);
  ctx.fillStyle = "#f4c542";
  ctx.fillText(text, width / 2, height / 2);
  ctx.textBaseline = "alphabetic";
}

/** The countdown text of the preparation ('3', '2', '1'), 'FIGHT!' in the first second after it, else null. */
export function countdownText(tick: number): string | null {
  if (tick < PREPARATION_TICKS) return String(Math.ceil(((PREPARATION_TICKS - tick) * TOPDOWN_TICK_MS) / 1000));
  if (tick < PREPARATION_TICKS + 1000 / TOPDOWN_TICK_MS) return "FIGHT!";
  return null;
}

/** Paints the whole frame. */
export function drawFight(frame: FightFrame): void {
  const { ctx, width, height, state, previous, alpha } = frame;
  const t = arenaTransform(width, height);
  drawArenaGround(ctx, width, height, t, state.obstacles);
  ctx.fillStyle = "#8d8a80";
  ctx.strokeStyle = "#5d5a52";
  ctx.lineWidth = 1;
  for (const rock of state.rocks) {
    ctx.beginPath();
    ctx.arc(t.cx + rock.x * t.scale, t.cy + rock.y * t.scale, Math.max(2, 2.6 * t.scale), 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  for (const rock of state.projectiles) {
    const was = previous.projectiles.find((p) => p.id === rock.id) ?? rock;
    const x = t.cx + lerp(was.x, rock.x, alpha) * t.scale;
    const y = t.cy + lerp(was.y, rock.y, alpha) * t.scale;
    ctx.strokeStyle = "rgba(230, 230, 220, 0.45)";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x - rock.vx * t.scale * 1.5, y - rock.vy * t.scale * 1.5);
    ctx.lineTo(x, y);
    ctx.stroke();
    ctx.fillStyle = "#b9b6aa";
    ctx.beginPath();
    ctx.arc(x, y, Math.max(2.5, 3 * t.scale), 0, Math.PI * 2);
    ctx.fill();
  }
  const [a, b] = state.ants;
  if (a.state === "grappling" || b.state === "grappling") {
    ctx.strokeStyle = "rgba(255, 140, 66, 0.8)";
    ctx.lineWidth = 3;
    ctx.setLineDash([4, 3]);
    ctx.beginPath();
    ctx.moveTo(t.cx + a.x * t.scale, t.cy + a.y * t.scale);
    ctx.lineTo(t.cx + b.x * t.scale, t.cy + b.y * t.scale);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const [first, second] = [fighterAt(frame, 0, t), fighterAt(frame, 1, t)];
  const close = Math.abs(first.x - second.x) < 140 && Math.abs(first.y - second.y) < 70;
  drawFighter(frame, 0, t, close && first.y > second.y);
  drawFighter(frame, 1, t, close && second.y >= first.y);
  const shownTick = lerp(previous.tick, state.tick, alpha) + 1;
  for (const effect of frame.effects) {
    const age = (shownTick - effect.tick) / EFFECT_TICKS;
    if (age >= 0 && age < 1) drawEffect(ctx, effect, age, t);
  }
  const countdown = countdownText(state.tick);
  if (countdown) drawBanner(ctx, width, height, countdown, Math.round(Math.min(width, height) / 7));
  if (state.phase === "finished") {
    const winner = state.ants.find((ant) => ant.antId === state.winnerAntId);
    if (winner) drawBanner(ctx, width, height, `${winner.name} wins!`, Math.round(Math.min(width, height) / 11));
  }
}
