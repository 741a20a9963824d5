// One ant's ELO over time drawn with uPlot; this module (and uPlot with its CSS) loads only when a chart is shown.
import type { EloHistory } from "@antbrawl/protocol/profile";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

const HEIGHT = 190;
const AXIS = "#b5c4b5";
const GRID = "rgba(181, 196, 181, 0.14)";
const LINE = "#f4c542";

/** True where a canvas can draw (a browser); happy-dom has no 2D context, so tests keep the caption only. */
function canDraw(): boolean {
  try {
    return Boolean(document.createElement("canvas").getContext("2d"));
  } catch {
    return false;
  }
}

function options(width: number, history: EloHistory): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    axes: [
      {
        stroke: AXIS,
        grid: { stroke: GRID },
        ticks: { stroke: GRID },
        font: "12px system-ui, sans-serif",
        label: "Ranked battles",
        labelFont: "12px system-ui, sans-serif",
        labelSize: 22,
        incrs: [1, 2, 5, 10, 20, 50, 100],
        values: (_chart, splits) =>
          splits.map((split) => (split === 0 && !history.truncated ? "start" : String(split))),
      },
      { stroke: AXIS, grid: { stroke: GRID }, ticks: { stroke: GRID }, font: "12px system-ui, sans-serif", size: 48 },
    ],
    series: [
      {},
      {
        label: "ELO",
        stroke: LINE,
        width: 2,
        fill: "rgba(244, 197, 66, 0.10)",
        points: { show: true, size: 7, stroke: LINE, fill: history.color },
      },
    ],
  };
}

/**
 * The line of one ant's rating: x counts ranked battles (0 is the start, so battles fought minutes or weeks apart are
 * spaced alike), y is the rating after each; the dates stay in the data the caption summarises.
 */
export default function EloChart({ history }: { history: EloHistory }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element || !canDraw()) return;
    const data: uPlot.AlignedData = [
      history.points.map((_point, index) => index),
      history.points.map((point) => point.elo),
    ];
    const chart = new uPlot(options(Math.max(200, element.clientWidth), history), data, element);
    const observer = new ResizeObserver(() => {
      const width = Math.max(200, element.clientWidth);
      if (width !== chart.width) chart.setSize({ width, height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [history]);
  return (
    <div ref={host} className="profile-elo-chart" aria-hidden="true" data-testid={`elo-chart-${history.ant_id}`} />
  );
}
