// The quick-care row: care for every need that is not full, or only for the low ones (below 8), in one go.
import type { Needs } from "@antbrawl/rules/ant";
import { CARE_ACTIONS, type CareAction, isNeedFull } from "@antbrawl/rules/colony/care";
import { isNeedLow } from "@antbrawl/rules/colony/needs";
import type { CareBusy } from "../hooks/use-care";

interface QuickCareRowProps {
  needs: Needs;
  busy: CareBusy;
  onRun: (actions: CareAction[], label: "all" | "low") => void;
}

export function QuickCareRow({ needs, busy, onRun }: QuickCareRowProps) {
  const notFull = CARE_ACTIONS.filter((rule) => !isNeedFull(needs[rule.need])).map((rule) => rule.action);
  const low = CARE_ACTIONS.filter((rule) => isNeedLow(needs[rule.need])).map((rule) => rule.action);
  return (
    <fieldset className="quick-care">
      <legend className="quick-care-label">Quick care</legend>
      <button
        type="button"
        className="btn btn-small btn-secondary"
        disabled={busy !== null || notFull.length === 0}
        aria-busy={busy === "all"}
        onClick={() => onRun(notFull, "all")}
      >
        {busy === "all" ? <span className="spinner" aria-hidden="true" /> : <span aria-hidden="true">💚</span>}
        Care for all
      </button>
      <button
        type="button"
        className="btn btn-small btn-secondary"
        disabled={busy !== null || low.length === 0}
        aria-busy={busy === "low"}
        onClick={() => onRun(low, "low")}
      >
        {busy === "low" ? <span className="spinner" aria-hidden="true" /> : <span aria-hidden="true">🩹</span>}
        Care for low needs
      </button>
      <span className="muted small">
        {notFull.length === 0 ? "Every need is full." : `${notFull.length} of 5 needs can be topped up.`}
      </span>
    </fieldset>
  );
}
