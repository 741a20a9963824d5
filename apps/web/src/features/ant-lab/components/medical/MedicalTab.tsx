// Medical Center tab: diagnose the selected ant, see its conditions and recommended treatments, apply one.
import type { RecommendedTreatment } from "@antbrawl/protocol/lab-medical";
import { useEffect } from "react";
import { LoadingNote } from "../../../../components/LoadingNote";
import { errorText } from "../../../../lib/api/api-error";
import { useDiagnoseQuery, useTreatMutation } from "../../api/medical";
import { countdown, useNow } from "../../hooks/use-now";
import type { LabTabProps } from "../../lab-tab";
import { HealthTips } from "./HealthTips";
import "./medical.css";

const SEVERITY_ICONS: Record<string, string> = { none: "💚", mild: "🟡", moderate: "🟠", severe: "🔴" };

function minutes(hours: number): string {
  const total = hours * 60;
  return total >= 1 ? `${Math.round(total)} min` : `${Math.max(1, Math.round(total * 60))} s`;
}

function TreatmentCard(props: { treatment: RecommendedTreatment; busy: boolean; onApply(): void }) {
  const { treatment } = props;
  return (
    <li className="treatment">
      <div className="treatment-head">
        <strong>{treatment.name}</strong>
        <span className="treatment-cost">{treatment.cost > 0 ? `${treatment.cost} ETH` : "Free"}</span>
      </div>
      <p className="small muted">{treatment.description}</p>
      <dl className="treatment-facts small">
        <div>
          <dt>Takes</dt>
          <dd>{minutes(treatment.duration_hours)}</dd>
        </div>
        <div>
          <dt>Effect</dt>
          <dd>{Math.round(treatment.effectiveness * 100)}%</dd>
        </div>
        <div>
          <dt>Success</dt>
          <dd>{Math.round(treatment.success_rate * 100)}%</dd>
        </div>
      </dl>
      <button type="button" className="btn btn-primary btn-small" disabled={props.busy} onClick={props.onApply}>
        Apply {treatment.name}
      </button>
    </li>
  );
}

export function MedicalTab({ userId, ant, notify }: LabTabProps) {
  const diagnosis = useDiagnoseQuery({ userId, antId: ant.id });
  const [treat, treating] = useTreatMutation();
  // The time left as the server counted it when the diagnosis arrived, on this browser's clock (no clock skew).
  const left = diagnosis.data?.treatment_ms_left ?? 0;
  const untilMs = (diagnosis.fulfilledTimeStamp ?? 0) + left;
  const now = useNow(left > 0);
  const inTreatment = left > 0 && untilMs > now;
  const { refetch } = diagnosis;
  const finished = left > 0 && !inTreatment;
  // When the treatment ends, read the ant again: its conditions and the free buttons follow.
  useEffect(() => {
    if (finished) refetch();
  }, [finished, refetch]);

  const apply = async (treatment: RecommendedTreatment) => {
    try {
      const answer = await treat({ userId, antId: ant.id, treatmentType: treatment.type }).unwrap();
      notify({
        kind: answer.success ? "success" : "error",
        text: answer.success ? answer.message : `Treatment failed: ${answer.message}`,
      });
    } catch (error) {
      notify({ kind: "error", text: `Treatment failed: ${errorText(error, "Unknown error")}` });
    }
  };

  return (
    <div className="medical">
      <section className="card medical-diagnosis" aria-labelledby="medical-title">
        <div className="medical-head">
          <h2 id="medical-title">Diagnosis of {ant.name}</h2>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={diagnosis.isFetching}
            onClick={() => diagnosis.refetch()}
          >
            {diagnosis.isFetching ? "Diagnosing…" : "Diagnose"}
          </button>
        </div>
        {inTreatment ? (
          <p className="medical-busy" role="status">
            🛏️ {ant.name} is in treatment: free again in <span className="mono">{countdown(untilMs, now)}</span>
          </p>
        ) : null}
        {diagnosis.isLoading ? <LoadingNote text="Examining the ant…" /> : null}
        {diagnosis.data ? (
          <>
            <h3>Conditions</h3>
            <ul className="condition-list">
              {diagnosis.data.conditions.map((condition) => (
                <li key={condition.condition} className={`medical-condition is-${condition.severity}`}>
                  <span aria-hidden="true">{SEVERITY_ICONS[condition.severity] ?? "•"}</span>
                  <div>
                    <strong className="medical-condition-name">{condition.condition}</strong>{" "}
                    <span className="small muted">({condition.severity})</span>
                    <p className="small">{condition.description}</p>
                  </div>
                </li>
              ))}
            </ul>
            <h3>Recommended treatments</h3>
            <ul className="treatment-list">
              {diagnosis.data.recommended_treatments.map((treatment) => (
                <TreatmentCard
                  key={treatment.type}
                  treatment={treatment}
                  busy={inTreatment || treating.isLoading || ant.is_in_battle}
                  onApply={() => apply(treatment)}
                />
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <HealthTips />
    </div>
  );
}
