// One fighter's name with its health bar (green, yellow or red) and energy bar, as text and meters.
import { ENERGY_MAX, HEALTH_MAX } from "@antbrawl/rules/ant";
import { healthBarColour } from "@antbrawl/rules/battle/viewer";

interface Props {
  name: string;
  color: string;
  health: number;
  energy: number;
  side: "left" | "right";
  winner?: boolean;
}

export function FighterGauge({ name, color, health, energy, side, winner }: Props) {
  const colour = healthBarColour(health);
  const hp = Math.round(health);
  const en = Math.round(energy);
  return (
    <div className={`fighter-gauge fighter-gauge-${side}${winner ? " is-winner" : ""}`}>
      <div className="fighter-gauge-name">
        <span className="ant-dot" style={{ background: color }} aria-hidden="true" />
        <strong>{name}</strong>
        {winner ? <span aria-hidden="true"> 🏆</span> : null}
      </div>
      <div className="gauge-row">
        <span className="gauge-label">Health</span>
        <meter
          className={`gauge gauge-health gauge-${colour}`}
          aria-label={`${name} health`}
          min={0}
          max={HEALTH_MAX}
          value={hp}
          data-colour={colour}
        />
        <span className="gauge-value">{hp}</span>
      </div>
      <div className="gauge-row">
        <span className="gauge-label">Energy</span>
        <meter className="gauge gauge-energy" aria-label={`${name} energy`} min={0} max={ENERGY_MAX} value={en} />
        <span className="gauge-value">{en}</span>
      </div>
    </div>
  );
}
