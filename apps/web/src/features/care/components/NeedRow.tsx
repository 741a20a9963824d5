// One need: value out of 20, status word, bar, its care button, and the critical warning below 5.
import { NEED_MAX, type NeedName } from "@antbrawl/rules/ant";
import { alreadyFullMessage, type CareActionRule, careButtonText, isNeedFull } from "@antbrawl/rules/colony/care";
import {
  CRITICAL_NEED_WARNING,
  displayNeed,
  isNeedCritical,
  NEED_LABELS,
  needStatus,
} from "@antbrawl/rules/colony/needs";
import { NEED_HINTS, NEED_ICONS } from "./need-info";

interface NeedRowProps {
  need: NeedName;
  value: number;
  rule: CareActionRule;
  busy: boolean;
  locked: boolean;
  full: boolean;
  onCare: () => void;
}

export function NeedRow({ need, value, rule, busy, locked, full, onCare }: NeedRowProps) {
  const shown = displayNeed(value);
  const status = needStatus(value);
  const atMax = isNeedFull(value);
  return (
    <li className={`need-row status-${status}`}>
      <div className="need-head">
        <span className="need-icon" aria-hidden="true">
          {NEED_ICONS[need]}
        </span>
        <span className="need-name">{NEED_LABELS[need]}</span>
      </div>
      <button
        type="button"
        className="btn btn-small btn-care"
        disabled={atMax || locked}
        aria-busy={busy}
        title={atMax ? alreadyFullMessage(rule.action) : undefined}
        onClick={onCare}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {careButtonText(rule.action)}
      </button>
      <div className="need-meter">
        <div
          className="need-bar"
          role="progressbar"
          aria-label={NEED_LABELS[need]}
          aria-valuemin={0}
          aria-valuemax={NEED_MAX}
          aria-valuenow={shown}
          aria-valuetext={`${shown} of ${NEED_MAX}, ${status}`}
        >
          <span style={{ width: `${(shown / NEED_MAX) * 100}%` }} />
        </div>
        <span className="need-value">
          {shown}/{NEED_MAX}
        </span>
        <span className={`need-status badge-${status}`}>{status}</span>
      </div>
      {full ? <p className="muted small need-hint">{NEED_HINTS[need]}</p> : null}
      {isNeedCritical(value) ? (
        <p className="need-critical">
          <span aria-hidden="true">⚠️ </span>
          {CRITICAL_NEED_WARNING}
        </p>
      ) : null}
    </li>
  );
}
