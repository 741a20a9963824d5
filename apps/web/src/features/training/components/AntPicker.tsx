// The player's ants as a row of choices; the chosen one is trained, scheduled and skilled in every tab.
import type { Ant } from "@antbrawl/protocol/ants";
import { trainingReadiness } from "@antbrawl/rules/training/quick";
import { antLevel, percent } from "../../ants/public";

/** Readiness of an ant as the page shows it (the server checks the same rule, TR2). */
export function readinessOf(ant: Ant) {
  return trainingReadiness({
    isInBattle: ant.is_in_battle,
    isTraining: ant.is_training,
    inTreatment: ant.treatment_until !== null && Date.parse(ant.treatment_until) > Date.now(),
    energy: ant.energy,
    sessionsToday: ant.training_sessions_today,
  });
}

export function AntPicker({
  ants,
  selectedId,
  onSelect,
}: {
  ants: readonly Ant[];
  selectedId: string | null;
  onSelect(id: string): void;
}) {
  return (
    <fieldset className="card training-ants">
      <legend>Choose an ant</legend>
      <div className="training-ant-list">
        {ants.map((ant) => {
          const readiness = readinessOf(ant);
          return (
            <label key={ant.id} className={`training-ant${ant.id === selectedId ? " is-selected" : ""}`}>
              <input
                type="radio"
                name="training-ant"
                value={ant.id}
                checked={ant.id === selectedId}
                onChange={() => onSelect(ant.id)}
              />
              <span className="training-ant-name">{ant.name}</span>
              <span className="muted small">
                Level {antLevel(ant)} · Energy {percent(ant.energy)}%
              </span>
              <span className={`small ${readiness.ready ? "training-ready" : "training-not-ready"}`}>
                {readiness.reason}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
