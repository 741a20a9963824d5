// The shared canvas loop: no 2D context is no error, pixel-ratio sizing, fixed-step ticks, and pausing when hidden.
import { act, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CanvasFrame, useCanvasLoop } from "../src/lib/canvas/use-canvas-loop";

let frames: { id: number; callback: FrameRequestCallback }[] = [];
let nextId = 0;
const START = 1000;

/** Runs the frames requested so far at time `now`. */
function runFrame(now: number) {
  const due = frames;
  frames = [];
  act(() => {
    for (const { callback } of due) callback(now);
  });
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

function fakeContext() {
  return { setTransform: vi.fn() } as unknown as CanvasRenderingContext2D & { setTransform: ReturnType<typeof vi.fn> };
}

function Stage(props: { draw: (frame: CanvasFrame) => void; tick?: () => void; tickMs?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useCanvasLoop(canvas, { size: () => ({ width: 300, height: 100 }), maxPixelRatio: 3, ...props });
  return <canvas ref={canvas} data-testid="stage" />;
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    nextId += 1;
    frames.push({ id: nextId, callback });
    return nextId;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => {
    frames = frames.filter((frame) => frame.id !== id);
  });
  vi.spyOn(performance, "now").mockReturnValue(START);
  Object.defineProperty(window, "devicePixelRatio", { configurable: true, value: 2 });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setHidden(false);
});

describe("useCanvasLoop", () => {
  it("draws nothing and throws nothing without a 2D context", () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    const draw = vi.fn();
    render(<Stage draw={draw} />);
    runFrame(START + 16);
    expect(draw).not.toHaveBeenCalled();
    expect(frames).toHaveLength(0);
  });

  it("sizes the backing store for the device pixel ratio and draws in CSS pixels", () => {
    const ctx = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(ctx);
    const draw = vi.fn();
    const { getByTestId } = render(<Stage draw={draw} />);
    runFrame(START + 16);
    const canvas = getByTestId("stage") as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([600, 200]);
    expect(ctx.setTransform).toHaveBeenCalledWith(2, 0, 0, 2, 0, 0);
    expect(draw).toHaveBeenCalledWith(expect.objectContaining({ ctx, width: 300, height: 100, now: START + 16 }));
  });

  it("ticks once per elapsed step and keeps requesting frames while visible", () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(fakeContext());
    const tick = vi.fn();
    render(<Stage draw={() => {}} tick={tick} tickMs={50} />);
    runFrame(START + 40);
    expect(tick).toHaveBeenCalledTimes(0);
    runFrame(START + 120);
    expect(tick).toHaveBeenCalledTimes(2);
    expect(frames).toHaveLength(1);
  });

  it("stops while the tab is hidden and resumes when it is shown", () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(fakeContext());
    const draw = vi.fn();
    render(<Stage draw={draw} />);
    runFrame(START + 16);
    setHidden(true);
    runFrame(START + 32);
    const drawsWhileHidden = draw.mock.calls.length;
    runFrame(START + 48);
    expect(frames).toHaveLength(0);
    expect(draw).toHaveBeenCalledTimes(drawsWhileHidden);

    setHidden(false);
    runFrame(START + 64);
    expect(draw.mock.calls.length).toBeGreaterThan(drawsWhileHidden);
    expect(frames).toHaveLength(1);
  });
});
