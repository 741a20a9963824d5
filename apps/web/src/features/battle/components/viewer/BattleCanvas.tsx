// The battle stage: both ants on their arena, with health and energy bars, animated per played log entry.
import type { Battle } from "@antbrawl/protocol/battles";
import { ENERGY_MAX, HEALTH_MAX } from "@antbrawl/rules/ant";
import type { ArenaType } from "@antbrawl/rules/battle/types";
import { healthBarColour } from "@antbrawl/rules/battle/viewer";
import { useLayoutEffect, useRef } from "react";
import { drawAnt } from "../../../../lib/canvas/draw-ant";
import { useCanvasLoop } from "../../../../lib/canvas/use-canvas-loop";
import { arenaName } from "../../battle-view";
import { drawArena } from "../../canvas/arena-scenery";
import { entryEffect } from "../../canvas/fighter-effects";
import type { Gauges } from "../../replay-gauges";

const NARROW_BELOW = 520;
const BAR_COLOURS = { green: "#5fd38d", yellow: "#f4d35e", red: "#ff6b6b" } as const;

interface Props {
  battle: Battle;
  played: number;
  gauges: Gauges;
}

function drawBar(ctx: CanvasRenderingContext2D, x: number, y: number, width: number, share: number, color: string) {
  ctx.fillStyle = "rgba(0,0,0,0.55)";
  ctx.fillRect(x - 1, y - 1, width + 2, 10);
  ctx.fillStyle = color;
  ctx.fillRect(x, y, width * Math.max(0, Math.min(1, share)), 8);
}

/** The stage is drawn at the element's CSS size, so names stay readable on a phone. */
function stageSize(cssWidth: number): { width: number; height: number; floor: number; scale: number } {
  const width = Math.max(260, Math.round(cssWidth));
  if (width < NARROW_BELOW) return { width, height: 210, floor: 174, scale: 0.85 };
  const height = Math.round(Math.min(300, width * 0.42));
  return { width, height, floor: height - 50, scale: Math.min(1.7, width / 520) };
}

export function BattleCanvas({ battle, played, gauges }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const latest = useRef({ battle, played, gauges, playedAt: 0 });
  useLayoutEffect(() => {
    const previous = latest.current;
    const changed = previous.played !== played || previous.battle !== battle;
    latest.current = { battle, played, gauges, playedAt: changed ? performance.now() : previous.playedAt };
  }, [battle, played, gauges]);

  const stage = useCanvasLoop(canvasRef, {
    size: stageSize,
    maxPixelRatio: 2,
    draw: ({ ctx, width, height, floor, scale, now }) => {
      const { battle: b, played: n, gauges: g, playedAt } = latest.current;
      const barWidth = Math.min(120, width * 0.3);
      drawArena(ctx, b.arena_type as ArenaType, width, height, floor);
      const entry = n > 0 ? b.battle_log[n - 1] : undefined;
      const effect = entryEffect(entry, now - playedAt);
      b.participants.slice(0, 2).forEach((p, index) => {
        const facing = index === 0 ? 1 : -1;
        const gauge = g[p.ant_id] ?? { health: p.starting_health, energy: p.starting_energy };
        const isActor = entry?.ant_id === p.ant_id;
        const isTarget = entry?.target_id === p.ant_id;
        const baseX = index === 0 ? width * 0.27 : width * 0.73;
        const lunge = isActor ? effect.lunge * facing * scale : 0;
        const x = baseX + lunge + (isTarget && effect.hurt > 0 ? Math.sin(now / 25) * 3 : 0);
        drawAnt(ctx, {
          view: "side",
          x,
          y: floor + 8,
          facing,
          color: p.appearance.color,
          scale,
          time: now + index * 500,
          hurt: isTarget ? effect.hurt : 0,
          knockedOut: gauge.health <= 0,
        });
        const barX = baseX - barWidth / 2;
        ctx.font = "bold 15px system-ui, sans-serif";
        ctx.textAlign = "center";
        ctx.fillStyle = "#f4f1e6";
        ctx.fillText(p.ant_name, baseX, 28, width * 0.45);
        drawBar(ctx, barX, 38, barWidth, gauge.health / HEALTH_MAX, BAR_COLOURS[healthBarColour(gauge.health)]);
        drawBar(ctx, barX, 52, barWidth, gauge.energy / ENERGY_MAX, "#7cb7ff");
        const float = effect.float;
        if (float && (float.onActor ? isActor : isTarget)) {
          ctx.globalAlpha = 1 - float.progress;
          ctx.font = "bold 20px system-ui, sans-serif";
          ctx.fillStyle = float.color;
          ctx.fillText(float.text, baseX, floor - 80 * scale - float.progress * 40);
          ctx.globalAlpha = 1;
        }
      });
    },
  });

  const [a, b] = battle.participants;
  const label = `${a?.ant_name ?? "Unknown"} versus ${b?.ant_name ?? "Unknown"} in the ${arenaName(battle.arena_type)} arena`;
  return (
    <canvas ref={canvasRef} className="battle-canvas" role="img" aria-label={label} style={{ height: stage.height }} />
  );
}
