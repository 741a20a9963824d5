// Draws Pattern Memory: the 4×4 grid, the lit cell while showing, the entered cells, and right/wrong after a round.
import { FIELD_HEIGHT, FIELD_WIDTH } from "@antbrawl/rules/training/games/constants";
import {
  CELL_COUNT,
  currentPattern,
  litCell,
  type MemoryLevel,
  type MemoryState,
} from "@antbrawl/rules/training/games/pattern-memory";
import { CELL, cellOrigin, fieldFont, GRID } from "./geometry";

/** Paints one frame in field units. */
export function drawMemory(ctx: CanvasRenderingContext2D, level: MemoryLevel, state: MemoryState, scale = 1): void {
  ctx.fillStyle = "#1b2a21";
  ctx.fillRect(0, 0, FIELD_WIDTH, FIELD_HEIGHT);
  const lit = litCell(level, state);
  const entered = new Set(state.phase === "input" ? currentPattern(level, state).slice(0, state.entered) : []);
  const flash = state.phase === "pause" ? state.last : null;
  for (let cell = 0; cell < CELL_COUNT; cell += 1) {
    const { x, y } = cellOrigin(cell);
    ctx.fillStyle =
      lit?.cell === cell
        ? "#f4c542"
        : entered.has(cell)
          ? "#5fd38d"
          : flash === "wrong"
            ? "#5a2a2a"
            : flash === "right"
              ? "#28553b"
              : "#2b4234";
    ctx.beginPath();
    ctx.roundRect(x + 6, y + 6, CELL - 12, CELL - 12, 12);
    ctx.fill();
  }
  ctx.strokeStyle = "#3b5646";
  ctx.lineWidth = 2;
  ctx.strokeRect(GRID.left, GRID.top, GRID.size, GRID.size);
  ctx.fillStyle = "#eef3ea";
  ctx.font = fieldFont(700, 22, scale, 13);
  ctx.textAlign = "left";
  ctx.fillText(`Level ${state.level}`, 24, 44);
  ctx.font = fieldFont(500, 18, scale);
  const phase =
    state.phase === "input" ? "Your turn" : state.phase === "show" ? "Watch" : flash === "wrong" ? "Oops" : "Get ready";
  ctx.fillText(phase, 24, 44 + Math.max(30, 16 / scale));
}
