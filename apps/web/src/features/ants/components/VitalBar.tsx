// A labelled bar for health, energy or experience, with its value in words.
import { healthBarColour } from "@antbrawl/rules/battle/viewer";
import "./vital-bar.css";

export function VitalBar({
  label,
  value,
  max,
  text,
  tone,
}: {
  label: string;
  value: number;
  max: number;
  text: string;
  tone: "health" | "energy" | "xp";
}) {
  const width = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  const band = tone === "health" ? ` bar-${healthBarColour(value, max)}` : "";
  return (
    <div className="vital">
      <div className="vital-head">
        <span>{label}</span>
        <span className="vital-text">{text}</span>
      </div>
      <div
        className={`vital-bar tone-${tone}${band}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.round(value)}
        aria-valuetext={text}
      >
        <span style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
