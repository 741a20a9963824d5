// The Arena Combat setup: two fighter dropdowns, the feature summary and START ARENA COMBAT for two ready ants.
import type { Ant } from "@antbrawl/protocol/ants";
import type { ArenaCombatStartAnswer } from "@antbrawl/protocol/arena-combat";
import { checkTopDownPair, type ReadinessAnt } from "@antbrawl/rules/battle/readiness";
import { readinessWithAdvice } from "@antbrawl/rules/colony/recovery";
import { useState } from "react";
import { Link } from "react-router";
import { errorText } from "../../../lib/api/api-error";
import { needValues, percent, useListAntsQuery } from "../../ants/public";
import { useStartArenaCombatMutation } from "../api/arena-combat-api";

interface Props {
  userId: string;
  onStarted(answer: ArenaCombatStartAnswer): void;
}

const FEATURES = [
  { icon: "🗺️", title: "Top-down view", text: "Watch the whole round arena from above: rocks, boulders and cover." },
  { icon: "⚡", title: "Real-time action", text: "Bites, charges, thrown rocks and grapples, twenty ticks a second." },
  { icon: "🧠", title: "Tactical AI", text: "Each ant reads the fight its own way, and listens to your commands." },
] as const;

function readinessAnt(ant: Ant): ReadinessAnt {
  return {
    id: ant.id,
    name: ant.name,
    health: ant.current_health,
    energy: ant.energy,
    isInBattle: ant.is_in_battle,
    isTraining: ant.is_training,
  };
}

/** Ready, or the Y2/Y3 reason with what to do about it. */
function readinessOf(ant: Ant) {
  return readinessWithAdvice({ ...readinessAnt(ant), needs: needValues(ant) }, "self");
}

function FighterSelect(props: { label: string; ants: readonly Ant[]; value: string; onChange(id: string): void }) {
  const id = `arena-combat-${props.label.replace(/\s+/g, "-").toLowerCase()}`;
  return (
    <div className="combat-pick">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">Choose an ant</option>
        {props.ants.map((ant) => (
          <option key={ant.id} value={ant.id}>
            {ant.name} · {percent(ant.current_health)}% health · {percent(ant.energy)}% energy
            {readinessOf(ant).ready ? "" : " (not ready)"}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The feature summary of spec 001 §2: top-down view, real-time action, tactical AI. */
function Intro() {
  return (
    <section className="card combat-intro">
      <h2>Arena Combat</h2>
      <p className="muted">Two of your ants fight it out in real time. Shout commands at either of them.</p>
      <ul className="combat-features">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <span className="combat-feature-icon" aria-hidden="true">
              {feature.icon}
            </span>
            <strong>{feature.title}</strong>
            <span className="muted small">{feature.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CombatSetup({ userId, onStarted }: Props) {
  const ants = useListAntsQuery(userId);
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [start, { isLoading }] = useStartArenaCombatMutation();

  if (ants.isLoading && !ants.data) return <p className="muted">Loading your ants...</p>;
  if (ants.isError && !ants.data) return <p className="form-error">Failed to get ants</p>;
  const list = ants.data ?? [];
  if (list.length < 2) {
    return (
      <div className="combat-setup">
        <Intro />
        <section className="card combat-need">
          <h2>Need More Ants!</h2>
          <p>{list.length === 0 ? "You need to create an ant first!" : "You need at least 2 ants to battle!"}</p>
          <Link className="btn btn-primary" to="/my-ants">
            Go to My Ants
          </Link>
        </section>
      </div>
    );
  }

  // Until the player picks, the first two ready ants face each other.
  const ready = list.filter((ant) => readinessOf(ant).ready);
  const firstId = first ?? ready[0]?.id ?? "";
  const secondId = second ?? ready.find((ant) => ant.id !== firstId)?.id ?? "";
  const find = (id: string) => list.find((ant) => ant.id === id) ?? null;
  const [one, two] = [find(firstId), find(secondId)];
  const check = checkTopDownPair(one && readinessAnt(one), two && readinessAnt(two));
  const culprit = !check.ok && check.antId ? find(check.antId) : null;
  const reason = culprit ? readinessOf(culprit).message : null;

  const begin = async () => {
    if (!check.ok || !one || !two) return;
    setError(null);
    try {
      onStarted(await start({ userId, ant1_id: one.id, ant2_id: two.id }).unwrap());
    } catch (caught) {
      setError(errorText(caught, "Could not start the arena combat. Please try again."));
    }
  };

  return (
    <div className="combat-setup">
      <Intro />
      <section className="card combat-fighters">
        <h2>Choose Your Fighters</h2>
        <div className="combat-picks">
          <FighterSelect label="Fighter 1" ants={list} value={firstId} onChange={setFirst} />
          <span className="combat-vs" aria-hidden="true">
            VS
          </span>
          <FighterSelect label="Fighter 2" ants={list} value={secondId} onChange={setSecond} />
        </div>
        {check.ok ? null : (
          <p className="combat-check" role="status">
            <strong>{check.message}</strong>
            {reason ? <span className="muted small"> {reason}</span> : null}
          </p>
        )}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary combat-start"
          disabled={!check.ok || isLoading}
          onClick={() => void begin()}
        >
          {isLoading ? "Starting..." : "START ARENA COMBAT"}
        </button>
      </section>
    </div>
  );
}
