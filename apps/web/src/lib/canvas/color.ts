// Colour helpers for canvas drawing: lighter and darker shades of an ant's hex colour.

function channels(hex: string): [number, number, number] {
  const clean = hex.replace("#", "");
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join("") : clean.padEnd(6, "0");
  const value = Number.parseInt(full.slice(0, 6), 16);
  if (Number.isNaN(value)) return [139, 69, 19];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour moved toward white (amount > 0) or black (amount < 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  const [r, g, b] = channels(hex).map((c) => Math.round(c + (target - c) * t)) as [number, number, number];
  return `rgb(${r}, ${g}, ${b})`;
}

/** Relative brightness 0..1, to pick an outline that stands out. */
function brightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Colours darker than this get light outlines and limbs, so a black ant shows on dark grounds. */
const DARK_ANT_BRIGHTNESS = 0.25;

/** The outline of an ant's body: light around a dark ant, a darker shade of its colour otherwise. */
export function outlineFor(hex: string): string {
  return brightness(hex) < DARK_ANT_BRIGHTNESS ? "rgba(236, 240, 230, 0.7)" : shade(hex, -0.3);
}

/** Legs and antennae: a darker shade of the colour, or a lighter one for a dark ant. */
export function limbFor(hex: string, amount: number): string {
  return brightness(hex) < DARK_ANT_BRIGHTNESS ? shade(hex, 0.35) : shade(hex, amount);
}
