// The side view of an ant (battle stage): three body segments, six legs, antennae and mandibles; drawn via drawAnt.
import { limbFor, outlineFor, shade } from "./color";

export interface AntPose {
  view: "side";
  x: number;
  /** Where the feet touch the floor. */
  y: number;
  /** 1 faces right, -1 faces left. */
  facing: 1 | -1;
  color: string;
  scale: number;
  /** Time in ms, for the leg and antenna sway. */
  time: number;
  /** 0..1 red flash when just hit. */
  hurt: number;
  knockedOut: boolean;
}

/** Draws one ant from the side at its pose. */
export function drawAntSide(ctx: CanvasRenderingContext2D, pose: AntPose): void {
  const { x, y, facing, scale, time, hurt, knockedOut } = pose;
  const body = knockedOut ? "#6d6d6d" : pose.color;
  const dark = limbFor(body, -0.3);
  const outline = outlineFor(body);
  ctx.save();
  ctx.fillStyle = "rgba(0,0,0,0.28)";
  ctx.beginPath();
  ctx.ellipse(x, y, 46 * scale, 6 * scale, 0, 0, Math.PI * 2);
  ctx.fill();
  if (knockedOut) {
    ctx.translate(x, y - 42 * scale);
    ctx.scale(facing * scale, -scale);
  } else {
    ctx.translate(x, y);
    ctx.scale(facing * scale, scale);
  }

  const step = knockedOut ? 0 : Math.sin(time / 120);
  ctx.strokeStyle = dark;
  ctx.lineWidth = 3;
  ctx.lineCap = "round";
  for (const [i, hip] of [-8, 0, 8].entries()) {
    for (const side of [1, -1]) {
      const swing = step * side * (i % 2 === 0 ? 1 : -1) * 6;
      ctx.beginPath();
      ctx.moveTo(hip, -22);
      ctx.lineTo(hip + swing + (i - 1) * 10, -30 + side * 2);
      ctx.lineTo(hip + swing * 1.4 + (i - 1) * 18, 0);
      ctx.stroke();
    }
  }

  const segments: [number, number, number, number][] = [
    [-28, -26, 20, 15],
    [-2, -25, 11, 9],
    [20, -30, 12, 11],
  ];
  for (const [cx, cy, rx, ry] of segments) {
    const gradient = ctx.createRadialGradient(cx - rx / 3, cy - ry / 2, 1, cx, cy, rx);
    gradient.addColorStop(0, shade(body, 0.3));
    gradient.addColorStop(1, body);
    ctx.fillStyle = gradient;
    ctx.beginPath();
    ctx.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = outline;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }

  const sway = knockedOut ? 0 : Math.sin(time / 300) * 3;
  ctx.strokeStyle = dark;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(24, -39);
  ctx.quadraticCurveTo(30, -58 + sway, 42, -56 + sway);
  ctx.moveTo(20, -40);
  ctx.quadraticCurveTo(22, -60 - sway, 34, -62 - sway);
  ctx.stroke();

  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(30, -26);
  ctx.lineTo(38, -20);
  ctx.lineTo(34, -16);
  ctx.stroke();

  ctx.fillStyle = "#f4f1e6";
  ctx.beginPath();
  ctx.arc(25, -33, 3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#111";
  ctx.beginPath();
  ctx.arc(26, -33, 1.6, 0, Math.PI * 2);
  ctx.fill();

  if (hurt > 0) {
    ctx.globalAlpha = hurt * 0.55;
    ctx.fillStyle = "#ff3b3b";
    for (const [cx, cy, rx, ry] of segments) {
      ctx.beginPath();
      ctx.ellipse(cx, cy, rx + 2, ry + 2, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
  ctx.restore();
}
