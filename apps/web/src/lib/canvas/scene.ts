// Canvas plumbing shared by the colony canvas and the ant viewer: pixel density and the pre-painted meadow layer.
import { drawMeadow, type MeadowOptions } from "./draw-meadow";

const MAX_PIXEL_RATIO = 2;

/** Device pixels per CSS pixel, capped by the quality level and never above 2. */
export function pixelRatio(max: number): number {
  const device = typeof window === "undefined" ? 1 : window.devicePixelRatio || 1;
  return Math.max(1, Math.min(max, MAX_PIXEL_RATIO, device));
}

/** Sizes the canvas's backing store for the pixel ratio and returns a context drawing in CSS pixels. */
function prepareCanvas(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
  ratio: number,
): CanvasRenderingContext2D | null {
  const pixelWidth = Math.round(width * ratio);
  const pixelHeight = Math.round(height * ratio);
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  const ctx = canvas.getContext("2d");
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

/** The meadow painted once into an off-screen canvas, to copy under every frame. */
export function meadowLayer(options: MeadowOptions, ratio: number): HTMLCanvasElement {
  const layer = document.createElement("canvas");
  const ctx = prepareCanvas(layer, options.width, options.height, ratio);
  if (ctx) drawMeadow(ctx, options);
  return layer;
}
