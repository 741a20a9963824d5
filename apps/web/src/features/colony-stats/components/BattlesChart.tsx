// Battles per day over the last two weeks as bars (wins in gold inside each bar), with a text alternative.
import type { ColonyDay } from "@antbrawl/protocol/profile";

const HEIGHT = 120;

export function BattlesChart({ days }: { days: readonly ColonyDay[] }) {
  const most = Math.max(1, ...days.map((d) => d.battles));
  const width = 100 / days.length;
  const fought = days.reduce((sum, d) => sum + d.battles, 0);
  const label = `Battles per day over the last ${days.length} days: ${fought} in all`;
  const short = (day: string) => day.slice(5).replace("-", "/");
  return (
    <figure className="colony-chart">
      <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
        {days.map((d, i) => {
          const h = (d.battles / most) * (HEIGHT - 4);
          const w = (d.wins / most) * (HEIGHT - 4);
          return (
            <g key={d.day}>
              <rect x={i * width + width * 0.15} y={HEIGHT - h} width={width * 0.7} height={h} className="colony-bar" />
              <rect
                x={i * width + width * 0.15}
                y={HEIGHT - w}
                width={width * 0.7}
                height={w}
                className="colony-bar-win"
              />
            </g>
          );
        })}
      </svg>
      <div className="colony-chart-axis small muted" aria-hidden="true">
        <span>{short(days[0]?.day ?? "")}</span>
        <span>{short(days.at(-1)?.day ?? "")}</span>
      </div>
      <figcaption className="small muted">
        {fought === 0 ? (
          <p className="colony-chart-empty">
            No battles in these {days.length} days yet: the Battle Arena is one tap away.
          </p>
        ) : (
          <>
            <span className="colony-key colony-key-all" /> battles <span className="colony-key colony-key-win" /> wins
            over other players · tallest bar {most}
          </>
        )}
      </figcaption>
    </figure>
  );
}
