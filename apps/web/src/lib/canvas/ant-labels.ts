// Name labels over ants on a meadow, placed so that no two overlap (above the ant first, then below, then aside).

/** A label to place: the ant's centre, the label's size, and how far above or below the centre it sits. */
export interface LabelRequest {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Distance from the ant's centre to the near edge of the label. */
  gap: number;
}

export interface LabelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const MARGIN = 2;
const STACK_STEPS = 4;

function overlap(a: LabelBox, b: LabelBox): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left) + MARGIN;
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top) + MARGIN;
  return w > 0 && h > 0 ? w * h : 0;
}

function clampBox(box: LabelBox, area: { width: number; height: number }): LabelBox {
  return {
    ...box,
    left: Math.min(Math.max(box.left, MARGIN), Math.max(MARGIN, area.width - box.width - MARGIN)),
    top: Math.min(Math.max(box.top, MARGIN), Math.max(MARGIN, area.height - box.height - MARGIN)),
  };
}

function candidates(request: LabelRequest): LabelBox[] {
  const { x, y, width, height, gap } = request;
  const above = y - gap - height;
  const below = y + gap;
  const centred = x - width / 2;
  const shift = width / 2 + MARGIN;
  const boxes: LabelBox[] = [];
  for (const top of [above, below]) {
    for (const left of [centred, centred + shift, centred - shift]) boxes.push({ left, top, width, height });
  }
  for (let step = 1; step <= STACK_STEPS; step += 1) {
    boxes.push({ left: centred, top: above - step * (height + MARGIN), width, height });
    boxes.push({ left: centred, top: below + step * (height + MARGIN), width, height });
  }
  return boxes;
}

/**
 * Places one label per request inside the area, in order (put the selected ant first so it keeps its place above
 * the ant): each takes its first candidate spot that overlaps no label placed before it, or the least overlapping
 * spot when the area is too crowded for any.
 */
export function placeLabels(requests: readonly LabelRequest[], area: { width: number; height: number }): LabelBox[] {
  const placed: LabelBox[] = [];
  for (const request of requests) {
    let best: LabelBox | null = null;
    let bestOverlap = Number.POSITIVE_INFINITY;
    for (const raw of candidates(request)) {
      const box = clampBox(raw, area);
      const total = placed.reduce((sum, other) => sum + overlap(box, other), 0);
      if (total < bestOverlap) {
        best = box;
        bestOverlap = total;
        if (total === 0) break;
      }
    }
    placed.push(best ?? clampBox(candidates(request)[0]!, area));
  }
  return placed;
}

/** What a drawn label needs to know about its ant. */
export interface LabelledAnt {
  x: number;
  y: number;
  scale: number;
  label?: string;
  selected?: boolean;
}

const GOLD = "#f4c542";

/** Draws the name labels of the given ants without overlaps; the selected ant's label is placed first. */
export function drawAntLabels(ctx: CanvasRenderingContext2D, ants: readonly LabelledAnt[]): void {
  const named = ants.filter((ant) => ant.label);
  if (named.length === 0) return;
  const ordered = [...named.filter((ant) => ant.selected), ...named.filter((ant) => !ant.selected)];
  const scale = Math.max(...ordered.map((ant) => ant.scale), 0.9);
  const size = Math.max(11, Math.round(12 * scale));
  ctx.save();
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  const ratio = ctx.getTransform().a || 1;
  const area = { width: ctx.canvas.width / ratio, height: ctx.canvas.height / ratio };
  const boxes = placeLabels(
    ordered.map((ant) => ({
      x: ant.x,
      y: ant.y,
      width: ctx.measureText(ant.label ?? "").width + 10,
      height: size + 6,
      gap: 28 * ant.scale + 2,
    })),
    area,
  );
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ordered.forEach((ant, index) => {
    const box = boxes[index]!;
    ctx.fillStyle = ant.selected ? "rgba(60, 44, 0, 0.85)" : "rgba(10, 20, 14, 0.72)";
    ctx.beginPath();
    ctx.roundRect(box.left, box.top, box.width, box.height, 6);
    ctx.fill();
    ctx.fillStyle = ant.selected ? GOLD : "#ffffff";
    ctx.fillText(ant.label ?? "", box.left + box.width / 2, box.top + box.height / 2);
  });
  ctx.restore();
}
