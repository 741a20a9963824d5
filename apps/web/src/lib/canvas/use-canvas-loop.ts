// The one animation loop of every canvas: requestAnimationFrame, device pixel ratio, resize, paused when unseen.
import { type RefObject, useEffect, useRef, useState } from "react";
import { pixelRatio } from "./scene";

export interface CanvasSize {
  width: number;
  height: number;
}

/** What a draw call gets: a context drawing in CSS pixels, the logical size and the frame time. */
export interface CanvasFrame extends CanvasSize {
  ctx: CanvasRenderingContext2D;
  now: number;
}

export interface CanvasLoopOptions<S extends CanvasSize> {
  /** Logical size of the drawing for the observed element's CSS width. */
  size: (cssWidth: number) => S;
  /** Paints one frame. */
  draw: (frame: CanvasFrame & S) => void;
  /** Fixed-step update (walkers), called once per `tickMs` elapsed; frames are drawn only after a tick when set. */
  tick?: () => void;
  tickMs?: number;
  /** Upper bound of the device pixel ratio (quality level). */
  maxPixelRatio?: number;
  /** The element whose width is followed; the canvas itself when omitted. */
  measure?: RefObject<HTMLElement | null>;
  /** False stops ticking: the frame is painted again only when the component renders (an empty meadow). */
  running?: boolean;
}

const MAX_TICKS_PER_FRAME = 5;

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/** Follows an element's content width with a ResizeObserver where there is one. */
function useObservedWidth(target: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return width;
}

/** Whether the element is on screen; true where IntersectionObserver is missing. */
function useOnScreen(target: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setVisible(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return visible;
}

/** Whether the tab is visible. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === "undefined" || !document.hidden);
  useEffect(() => {
    const onChange = () => setVisible(!document.hidden);
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return visible;
}

/**
 * Runs a canvas: sizes its backing store for the device pixel ratio, follows its width, and draws on
 * requestAnimationFrame while the tab is visible and the canvas on screen. Without a 2D context (tests) it draws
 * nothing. Returns the logical size for the component's markup.
 */
export function useCanvasLoop<S extends CanvasSize>(
  canvas: RefObject<HTMLCanvasElement | null>,
  options: CanvasLoopOptions<S>,
): S {
  const cssWidth = useObservedWidth(options.measure ?? canvas);
  const size = options.size(cssWidth);
  const ratio = pixelRatio(options.maxPixelRatio ?? 2);
  const onScreen = useOnScreen(canvas);
  const pageVisible = usePageVisible();
  const latest = useRef({ options, size, dirty: true });
  latest.current = { options, size, dirty: true };
  const running = options.running !== false && onScreen && pageVisible;
  const still = options.running === false && onScreen && pageVisible;
  const paintOnce = useRef<(() => void) | null>(null);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext?.("2d") ?? null;
    if (!element || !ctx) return;
    const ticking = () => {
      const { tick, tickMs } = latest.current.options;
      return tick && tickMs && !prefersReducedMotion() ? { tick, tickMs } : null;
    };
    let frame = 0;
    let stopped = false;
    let last = performance.now();
    let carried = 0;
    const render = (now: number) => {
      if (stopped) return;
      const current = latest.current;
      const stepper = ticking();
      let stepped = false;
      if (stepper) {
        carried += now - last;
        for (let n = 0; carried >= stepper.tickMs && n < MAX_TICKS_PER_FRAME; n += 1) {
          stepper.tick();
          carried -= stepper.tickMs;
          stepped = true;
        }
        carried = Math.min(carried, stepper.tickMs);
      }
      last = now;
      const animated = !current.options.tickMs;
      if (animated || stepped || current.dirty) {
        current.dirty = false;
        const { width, height } = current.size;
        const pixelWidth = Math.round(width * ratio);
        const pixelHeight = Math.round(height * ratio);
        if (element.width !== pixelWidth) element.width = pixelWidth;
        if (element.height !== pixelHeight) element.height = pixelHeight;
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        current.options.draw({ ...current.size, ctx, now });
      }
      if (running) frame = requestAnimationFrame(render);
    };
    frame = requestAnimationFrame(render);
    paintOnce.current = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(render);
    };
    return () => {
      stopped = true;
      paintOnce.current = null;
      cancelAnimationFrame(frame);
    };
  }, [canvas, ratio, running]);

  useEffect(() => {
    if (still) paintOnce.current?.();
  });

  return size;
}
