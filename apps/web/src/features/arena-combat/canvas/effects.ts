// Short effects of what happened in a tick: damage numbers, bite flashes, rock sparks, dodges and praise.
import type { Effect } from "../fight-source";

interface Transform {
  scale: number;
  cx: number;
  cy: number;
}

const COLORS: Partial<Record<Effect["kind"], string>> = {
  bite: "#ff6b6b",
  counter: "#ff9f6b",
  charge_hit: "#ff8c42",
  rock_hit: "#e8e3d3",
  squeeze: "#ff8c42",
  bleed: "#d7263d",
  praise: "#f4c542",
  command: "#7cb7ff",
};

const WORDS: Partial<Record<Effect["kind"], string>> = {
  miss: "miss",
  evade: "evaded!",
  dodge: "dodge",
  stun: "stunned!",
  grapple: "grapple!",
  break_free: "free!",
  rock_blocked: "blocked",
};

/** Draws one effect at `age` (0 new, 1 gone). */
export function drawEffect(ctx: CanvasRenderingContext2D, effect: Effect, age: number, t: Transform): void {
  const x = t.cx + effect.x * t.scale;
  const y = t.cy + effect.y * t.scale;
  const fade = 1 - age;
  const size = Math.max(10, Math.round(12 * t.scale));
  ctx.globalAlpha = fade;
  ctx.textAlign = "center";
  const color = COLORS[effect.kind];
  if (
    effect.kind === "rock_hit" ||
    effect.kind === "charge_hit" ||
    effect.kind === "bite" ||
    effect.kind === "counter"
  ) {
    ctx.strokeStyle = color ?? "#fff";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x, y, (6 + age * 14) * t.scale, 0, Math.PI * 2);
    ctx.stroke();
  }
  const damage = effect.kind !== "praise" && effect.kind !== "command" && (effect.amount ?? 0) > 0;
  const text = damage
    ? `-${effect.amount}`
    : effect.kind === "praise"
      ? `+${effect.amount} mood`
      : effect.kind === "command"
        ? (effect.command ?? "")
        : WORDS[effect.kind];
  if (text) {
    ctx.font = `700 ${size}px system-ui, sans-serif`;
    ctx.lineWidth = 3;
    ctx.strokeStyle = "rgba(10, 16, 12, 0.8)";
    const rise = y - 14 * t.scale - age * 18 * t.scale;
    ctx.strokeText(text, x, rise);
    ctx.fillStyle = color ?? "#eef3ea";
    ctx.fillText(text, x, rise);
  }
  ctx.globalAlpha = 1;
}
