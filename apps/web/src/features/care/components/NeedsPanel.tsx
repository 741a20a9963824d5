// The needs panel: compact on the dashboard (with the stat editor's Edit button), full as '{name} Needs'.
import type { Ant } from "@antbrawl/protocol/ants";
import { CARE_ACTIONS, careResultText } from "@antbrawl/rules/colony/care";
import { antCondition, needValues } from "../../ants/public";
import { useCare } from "../hooks/use-care";
import { NeedRow } from "./NeedRow";
import { QuickCareRow } from "./QuickCareRow";
import "./needs.css";

interface NeedsPanelProps {
  ant: Ant;
  variant: "compact" | "full";
  onEdit?: () => void;
  /** The full form inside a dialog already titled '{name} Needs'. */
  hideTitle?: boolean;
}

export function NeedsPanel({ ant, variant, onEdit, hideTitle }: NeedsPanelProps) {
  const { busy, notice, care, runActions } = useCare(ant);
  const needs = needValues(ant);
  const condition = antCondition(ant);
  const full = variant === "full";
  const title = full ? `${ant.name} Needs` : "Needs";
  return (
    <section className={`needs-panel needs-${variant} ${hideTitle ? "" : "card"}`} aria-label={title}>
      <div className="needs-head">
        {hideTitle ? null : <h2>{title}</h2>}
        {onEdit ? (
          <button type="button" className="btn btn-small btn-secondary" onClick={onEdit}>
            <span aria-hidden="true">✏️</span>Edit Stats
          </button>
        ) : null}
      </div>
      <p className={`condition condition-${condition.level}`}>{condition.message}</p>
      <ul className="needs-list">
        {CARE_ACTIONS.map((rule) => (
          <NeedRow
            key={rule.need}
            need={rule.need}
            value={needs[rule.need]}
            rule={rule}
            busy={busy === rule.action}
            locked={busy !== null}
            full={full}
            onCare={() => void care(rule.action)}
          />
        ))}
      </ul>
      <QuickCareRow needs={needs} busy={busy} onRun={(actions, label) => void runActions(actions, label)} />
      {notice?.kind === "error" ? (
        <p className="care-notice notice-error" role="alert">
          {notice.text}
        </p>
      ) : (
        <p className="care-notice notice-success" role="status">
          {notice?.kind === "done"
            ? careResultText(notice.care.action, notice.antName, notice.care.amount, needs[notice.care.need])
            : (notice?.text ?? "")}
        </p>
      )}
    </section>
  );
}
