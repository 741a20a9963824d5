// Physiology sub-tab: health band, energy, needs and conditions, and the physiological stats.
import type { Ant } from "@antbrawl/protocol/ants";
import { NEED_MAX, NEED_NAMES, type Stats } from "@antbrawl/rules/ant";
import { healthBand } from "@antbrawl/rules/colony/health";
import { displayNeed, NEED_LABELS } from "@antbrawl/rules/colony/needs";
import { STAT_GROUPS } from "@antbrawl/rules/colony/stats";
import { antCondition, percent } from "../../ants/public";
import { useDiagnoseQuery } from "../api/medical";
import { StatList } from "./StatList";

export function PhysiologyPanel({ userId, ant, bonuses }: { userId: string; ant: Ant; bonuses: Partial<Stats> }) {
  const condition = antCondition(ant);
  const diagnosis = useDiagnoseQuery({ userId, antId: ant.id });
  return (
    <div className="inspector-grid">
      <section className="inspector-section" aria-label="Body">
        <h3>Body</h3>
        <dl className="inspector-facts">
          <dt>Health</dt>
          <dd>
            {percent(ant.current_health)}% · <strong>{healthBand(ant.current_health)}</strong>
          </dd>
          <dt>Energy</dt>
          <dd>{percent(ant.energy)}%</dd>
          <dt>Condition</dt>
          <dd className={`condition-${condition.level}`}>{condition.message}</dd>
        </dl>
        <h4>Medical conditions</h4>
        {diagnosis.data ? (
          <ul className="inspector-conditions">
            {diagnosis.data.conditions.map((found) => (
              <li key={found.condition}>
                <strong className="condition-name">{found.condition}</strong>
                {found.severity !== "none" ? <span className="muted small"> ({found.severity})</span> : null}:{" "}
                <span className="small">{found.description}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">{diagnosis.isError ? "The diagnosis could not be loaded." : "Diagnosing…"}</p>
        )}
        <h4>Needs</h4>
        <ul className="inspector-needs">
          {NEED_NAMES.map((need) => (
            <li key={need}>
              <span>{NEED_LABELS[need]}</span>
              <span>
                {displayNeed(ant.needs[need].current)}/{NEED_MAX}{" "}
                <span className={`need-status status-${ant.needs[need].status}`}>{ant.needs[need].status}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <StatList title="Physiological stats" stats={STAT_GROUPS.physiological} values={ant.stats} bonuses={bonuses} />
    </div>
  );
}
