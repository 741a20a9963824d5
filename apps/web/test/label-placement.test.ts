// Colony name labels: wherever the ants stand, no two labels overlap and every label stays inside the canvas.
import { createRng } from "@antbrawl/rules/random";
import { describe, expect, it } from "vitest";
import { type LabelBox, placeLabels } from "../src/lib/canvas/ant-labels";

const AREA = { width: 600, height: 400 };

function overlaps(a: LabelBox, b: LabelBox): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

describe("colony label placement", () => {
  it("keeps a lone label centred above its ant", () => {
    const [box] = placeLabels([{ x: 300, y: 200, width: 80, height: 18, gap: 30 }], AREA);
    expect(box).toEqual({ left: 260, top: 152, width: 80, height: 18 });
  });

  it("moves the second of two ants standing on the same spot out of the first one's way", () => {
    const request = { x: 300, y: 200, width: 120, height: 18, gap: 30 };
    const [first, second] = placeLabels([request, request], AREA);
    expect(overlaps(first!, second!)).toBe(false);
  });

  it("never overlaps three labels on a 600x400 or compact 280x200 meadow, for 500 seeded layouts", () => {
    for (const area of [AREA, { width: 280, height: 200 }]) {
      for (let seed = 1; seed <= 500; seed += 1) {
        const rng = createRng(seed);
        const requests = [0, 1, 2].map(() => ({
          x: 24 + rng.next() * (area.width - 48),
          y: 40 + rng.next() * (area.height - 60),
          width: 60 + rng.next() * 70,
          height: 18,
          gap: 26,
        }));
        const boxes = placeLabels(requests, area);
        for (const [i, box] of boxes.entries()) {
          expect(box.left, `seed ${seed}`).toBeGreaterThanOrEqual(0);
          expect(box.top, `seed ${seed}`).toBeGreaterThanOrEqual(0);
          expect(box.left + box.width, `seed ${seed}`).toBeLessThanOrEqual(area.width);
          expect(box.top + box.height, `seed ${seed}`).toBeLessThanOrEqual(area.height);
          for (const other of boxes.slice(i + 1)) expect(overlaps(box, other), `seed ${seed}`).toBe(false);
        }
      }
    }
  });
});
