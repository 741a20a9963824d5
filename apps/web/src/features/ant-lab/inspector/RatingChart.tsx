// A small SVG line of an ant's rating over its battles, with a text summary for screen readers.
import type { RatingPoint } from "./rating-series";

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

export function RatingChart({ series }: { series: readonly RatingPoint[] }) {
  if (series.length < 2) return null;
  const points = series.map((point) => point.value);
  const low = Math.min(...points);
  const high = Math.max(...points);
  const span = high - low;
  const x = (i: number) => PAD + (i / (points.length - 1)) * (WIDTH - 2 * PAD);
  const y = (value: number) => (span === 0 ? HEIGHT / 2 : HEIGHT - PAD - ((value - low) / span) * (HEIGHT - 2 * PAD));
  const line = points.map((value, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(value).toFixed(1)}`).join(" ");
  return (
    <svg
      className="rating-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Rating over ${points.length - 1} battles: from ${points[0]} to ${points.at(-1)}, between ${low} and ${high}`}
      preserveAspectRatio="none"
    >
      <path d={line} fill="none" stroke="var(--gold)" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      {series.map((point, i) => (
        <circle key={point.key} cx={x(i)} cy={y(point.value)} r="3" fill="var(--gold)" />
      ))}
    </svg>
  );
}
