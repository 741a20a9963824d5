// The dashboard's colony card: the canvas of the first three ants, their name chips and a note about the rest.
import type { Ant } from "@antbrawl/protocol/ants";
import { ACTIVITY_ICONS, ACTIVITY_LABELS, antActivity } from "@antbrawl/rules/colony/activity";
import { memo } from "react";
import { Link } from "react-router";
import { ColonyCanvas } from "./ColonyCanvas";
import { CANVAS_ANT_LIMIT } from "./canvas-size";
import "./colony.css";

interface ColonyPanelProps {
  ants: readonly Ant[];
  selectedId: string | null;
  onSelect: (antId: string) => void;
}

/** The activity of an API ant, for its dashboard icon. */
export function activityOf(ant: Ant) {
  return antActivity({
    isInBattle: ant.is_in_battle,
    isTraining: ant.is_training,
    isInTreatment: ant.treatment_until !== null && Date.parse(ant.treatment_until) > Date.now(),
  });
}

/** Memoised: re-renders only when the ants, the selection or the handler change. */
export const ColonyPanel = memo(function ColonyPanel({ ants, selectedId, onSelect }: ColonyPanelProps) {
  const shown = ants.slice(0, CANVAS_ANT_LIMIT);
  const hidden = ants.length - shown.length;
  return (
    <section className="card colony-panel" aria-labelledby="colony-title">
      <h2 id="colony-title">Your Colony</h2>
      <ColonyCanvas ants={shown} selectedId={selectedId} onSelect={onSelect} />
      <ul className="ant-chips" aria-label="Ants on the canvas">
        {shown.map((ant) => {
          const activity = activityOf(ant);
          return (
            <li key={ant.id}>
              <button
                type="button"
                className="ant-chip"
                aria-pressed={ant.id === selectedId}
                title={`${ant.name}: ${ACTIVITY_LABELS[activity]}`}
                onClick={() => onSelect(ant.id)}
              >
                <span aria-hidden="true">{ACTIVITY_ICONS[activity]}</span>
                <span className="swatch small-swatch" style={{ background: ant.appearance.color }} aria-hidden="true" />
                {ant.name}
              </button>
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? (
        <p className="muted small colony-more">
          {hidden} more {hidden === 1 ? "ant lives" : "ants live"} off the meadow — see them all in{" "}
          <Link to="/my-ants">My Ants</Link>.
        </p>
      ) : (
        <p className="muted small colony-more">Click an ant or its name to select it.</p>
      )}
    </section>
  );
});
