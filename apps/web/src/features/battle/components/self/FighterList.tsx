// One side's fighter picker: a radio group of the player's ants with level, health, energy and readiness.
import type { Ant } from "@antbrawl/protocol/ants";
import { formatPercent } from "../../../../lib/format/numbers";
import { antReadiness } from "../../fighter-readiness";

interface Props {
  legend: string;
  ants: readonly Ant[];
  selectedId: string | null;
  onSelect(id: string): void;
}

export function FighterList({ legend, ants, selectedId, onSelect }: Props) {
  const name = legend.replace(/\s+/g, "-").toLowerCase();
  return (
    <fieldset className="fighter-list">
      <legend>{legend}</legend>
      {ants.map((ant) => {
        const readiness = antReadiness(ant, "self");
        return (
          <label
            key={ant.id}
            className={`fighter-option${readiness.ready ? "" : " is-not-ready"}${selectedId === ant.id ? " is-selected" : ""}`}
          >
            <input
              type="radio"
              name={name}
              value={ant.id}
              checked={selectedId === ant.id}
              disabled={!readiness.ready}
              onChange={() => onSelect(ant.id)}
            />
            <span className="ant-dot" style={{ background: ant.appearance.color }} aria-hidden="true" />
            <span className="fighter-option-body">
              <strong>{ant.name}</strong>
              <span className="fighter-option-stats">
                Lv {ant.level} · HP {formatPercent(ant.current_health)} · Energy {formatPercent(ant.energy)}
              </span>
              <span className={readiness.ready ? "ready-yes" : "ready-no"}>
                {readiness.ready ? "Ready" : `Not ready: ${readiness.message}`}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
