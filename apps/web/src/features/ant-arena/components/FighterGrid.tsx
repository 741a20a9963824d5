// The fighter grid: the player's ants with name, level and Ready or Not Ready (dimmed) for the live arena's bar.
import type { Ant } from "@antbrawl/protocol/ants";
import { READINESS_MESSAGES } from "@antbrawl/rules/battle/readiness";
import { antLevel } from "../../ants/public";
import { arenaReadiness } from "../arena-readiness";
import { ReadinessNote } from "./ReadinessNote";

interface Props {
  ants: readonly Ant[];
  selectedId: string | null;
  onSelect(id: string): void;
}

export function FighterGrid({ ants, selectedId, onSelect }: Props) {
  return (
    <fieldset className="arena-fighters">
      <legend>Choose your fighter</legend>
      <div className="arena-fighter-grid">
        {ants.map((ant) => {
          const readiness = arenaReadiness(ant);
          const selected = selectedId === ant.id;
          return (
            <fieldset
              key={ant.id}
              aria-label={ant.name}
              className={`arena-fighter${readiness.ready ? "" : " is-not-ready"}${selected ? " is-selected" : ""}`}
            >
              <label className="arena-fighter-pick">
                <input
                  type="radio"
                  name="arena-fighter"
                  value={ant.id}
                  checked={selected}
                  disabled={!readiness.ready}
                  onChange={() => onSelect(ant.id)}
                />
                <span className="ant-dot" style={{ background: ant.appearance.color }} aria-hidden="true" />
                <span className="arena-fighter-body">
                  <strong>{ant.name}</strong>
                  <span className="small">Level {antLevel(ant)}</span>
                  <span className={readiness.ready ? "arena-ready" : "arena-not-ready"}>
                    {readiness.ready ? READINESS_MESSAGES.ready : READINESS_MESSAGES.notReady}
                  </span>
                </span>
              </label>
              {readiness.ready ? null : <ReadinessNote ant={ant} />}
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
