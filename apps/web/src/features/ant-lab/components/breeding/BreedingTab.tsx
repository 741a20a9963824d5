// Breeding Lab tab: choose two parents, see the eligibility check, start breeding, and hatch operations when ready.
import type { Ant } from "@antbrawl/protocol/ants";
import { DEFAULT_MAX_ANTS } from "@antbrawl/rules/ant";
import {
  BREEDING_FEE,
  BREEDING_MIN_ENERGY,
  BREEDING_MIN_HEALTH,
  BREEDING_MIN_LEVEL,
  type BreedingCandidate,
  checkBreedingPair,
} from "@antbrawl/rules/lab/eligibility";
import { useState } from "react";
import { errorText } from "../../../../lib/api/api-error";
import { formatPercent } from "../../../../lib/format/numbers";
import { useAppSelector } from "../../../../lib/store/hooks";
import { useStartBreedingMutation } from "../../api/breeding";
import type { LabTabProps } from "../../lab-tab";
import { OperationsList } from "./OperationsList";
import "./breeding.css";

function candidate(ant: Ant | undefined): BreedingCandidate | null {
  if (!ant) return null;
  return { id: ant.id, name: ant.name, health: ant.current_health, energy: ant.energy, level: ant.level };
}

function ParentSelect(props: { label: string; value: string; ants: Ant[]; onChange(id: string): void }) {
  const chosen = props.ants.find((ant) => ant.id === props.value);
  return (
    <div className="breeding-parent">
      <label>
        <span>{props.label}</span>
        <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
          <option value="">Choose an ant…</option>
          {props.ants.map((ant) => (
            <option key={ant.id} value={ant.id}>
              {ant.name} · Lv {ant.level}
            </option>
          ))}
        </select>
      </label>
      <p className="small muted breeding-parent-vitals">
        {chosen
          ? `❤️ ${formatPercent(chosen.current_health)} · ⚡ ${formatPercent(chosen.energy)} · gen ${chosen.generation}`
          : "No ant chosen"}
      </p>
    </div>
  );
}

export function BreedingTab({ userId, ant, ants, notify }: LabTabProps) {
  const [parent1, setParent1] = useState(ant.id);
  const [parent2, setParent2] = useState("");
  const [start, started] = useStartBreedingMutation();
  const maxAnts = useAppSelector((state) => state.user.user?.max_ants ?? DEFAULT_MAX_ANTS);
  const byId = (id: string) => ants.find((one) => one.id === id);
  const check = checkBreedingPair(candidate(byId(parent1)), candidate(byId(parent2)));

  const onStart = async () => {
    if (!check.ok) return;
    try {
      const answer = await start({
        userId,
        body: { parent1_id: parent1, parent2_id: parent2, breeding_fee: BREEDING_FEE },
      }).unwrap();
      notify({ kind: "success", text: answer.message });
      setParent2("");
    } catch (error) {
      notify({ kind: "error", text: `Failed to start breeding: ${errorText(error, "Unknown error")}` });
    }
  };

  return (
    <div className="breeding">
      <section className="card breeding-form" aria-labelledby="breeding-form-title">
        <h2 id="breeding-form-title">Breed a new generation</h2>
        <p className="muted small">
          Parents need {BREEDING_MIN_HEALTH}%+ health, {BREEDING_MIN_ENERGY}%+ energy and level {BREEDING_MIN_LEVEL} or
          higher. Breeding is free; the eggs incubate for 5 minutes.
        </p>
        <div className="breeding-parents">
          <ParentSelect label="Parent 1" value={parent1} ants={ants} onChange={setParent1} />
          <span className="breeding-cross" aria-hidden="true">
            ×
          </span>
          <ParentSelect label="Parent 2" value={parent2} ants={ants} onChange={setParent2} />
        </div>
        <p className={`breeding-eligibility ${check.ok ? "is-ok" : "is-blocked"}`} role="status">
          {check.ok ? "These ants can breed." : check.message}
        </p>
        <button type="button" className="btn btn-primary" disabled={!check.ok || started.isLoading} onClick={onStart}>
          {started.isLoading ? "Starting…" : "Start Breeding"}
        </button>
        <p className="muted small breeding-info">ℹ️ One breeding operation per ant at a time.</p>
      </section>
      <OperationsList userId={userId} free={maxAnts - ants.length} notify={notify} />
    </div>
  );
}
