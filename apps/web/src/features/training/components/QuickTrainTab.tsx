// Quick Train: pick a training type, Start Training, and read the server's result; advice from the ant's real state.
import type { Ant } from "@antbrawl/protocol/ants";
import type { TrainingResult } from "@antbrawl/protocol/training";
import { TRAINING_TYPE_RULES, TRAINING_TYPES, type TrainingType, tierNote } from "@antbrawl/rules/training/quick";
import { useEffect, useState } from "react";
import { useTimedNotice } from "../../../components/notice";
import { errorText } from "../../../lib/api/api-error";
import { api } from "../../../lib/api/base-api";
import { formatNumber } from "../../../lib/format/numbers";
import { useAppDispatch } from "../../../lib/store/hooks";
import { useTrainAntMutation, useTrainingAdviceQuery } from "../api/training-api";
import { readinessOf } from "./AntPicker";
import { NoticeLine } from "./NoticeLine";

const statLabel = (stat: string) => stat[0]!.toUpperCase() + stat.slice(1);

/** The session's result: 'Training Complete!' only once the session has ended; until then 'Training under way'. */
function ResultPanel({ result, running }: { result: TrainingResult; running: boolean }) {
  const gains = Object.entries(result.stats_improved);
  return (
    <section className="training-result" aria-label="Training result">
      {running ? (
        <h3>
          <span aria-hidden="true">🏋️ </span>Training under way
        </h3>
      ) : (
        <h3>
          <span aria-hidden="true">🎉 </span>Training Complete!
        </h3>
      )}
      <p>
        {running
          ? `${result.ant.name} is training; these gains are already counted and the ant is free when the session ends.`
          : result.message}
      </p>
      <dl className="training-result-figures">
        <div>
          <dt>Experience</dt>
          <dd>+{result.experience_gained} XP</dd>
        </div>
        <div>
          <dt>Energy used</dt>
          <dd>{result.energy_consumed}</dd>
        </div>
        <div>
          <dt>Effectiveness</dt>
          <dd>×{formatNumber(result.effectiveness)}</dd>
        </div>
      </dl>
      {gains.length > 0 ? (
        <ul className="training-gains">
          {gains.map(([stat, value]) => (
            <li key={stat}>
              {statLabel(stat)} +{formatNumber(value)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">No stat could go higher.</p>
      )}
    </section>
  );
}

/** While a session runs, when it ends; the ant is read again at that moment so the page shows it free. */
function SessionEnd({ antId, until }: { antId: string; until: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const wait = Math.max(0, new Date(until).getTime() - Date.now()) + 500;
    const timer = setTimeout(() => dispatch(api.util.invalidateTags(["Ants", { type: "Training", id: antId }])), wait);
    return () => clearTimeout(timer);
  }, [antId, until, dispatch]);
  const time = new Date(until).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  return <p className="muted small">The session ends at {time}.</p>;
}

function Advice({ userId, ant }: { userId: string; ant: Ant }) {
  const advice = useTrainingAdviceQuery({ userId, antId: ant.id });
  if (!advice.data) return null;
  const recommended = TRAINING_TYPE_RULES[advice.data.recommended_type as TrainingType];
  return (
    <aside className="training-advice" aria-label="Training advice">
      <h3>Advice</h3>
      <p>
        Recommended: <strong>{recommended?.label ?? advice.data.recommended_type}</strong> · effectiveness ×
        {advice.data.effectiveness} · {advice.data.sessions_left} sessions left today
      </p>
      {advice.data.tips.length > 0 ? (
        <ul>
          {advice.data.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}

export function QuickTrainTab({ userId, ant }: { userId: string; ant: Ant | null }) {
  const [type, setType] = useState<TrainingType>("physical");
  const [result, setResult] = useState<TrainingResult | null>(null);
  const [train, state] = useTrainAntMutation();
  const advice = useTrainingAdviceQuery({ userId, antId: ant?.id ?? "" }, { skip: !ant });
  const { notice, notify, dismiss } = useTimedNotice();
  if (!ant) return <p className="muted">Please select an ant first!</p>;
  const readiness = readinessOf(ant);

  const start = async () => {
    setResult(null);
    try {
      setResult(await train({ userId, antId: ant.id, trainingType: type }).unwrap());
    } catch (error) {
      notify({ kind: "error", text: `Training failed: ${errorText(error, "Failed to train ant")}` });
    }
  };

  return (
    <div className="training-quick">
      <fieldset className="training-types">
        <legend>Training type for {ant.name}</legend>
        {TRAINING_TYPES.map((id) => {
          const rule = TRAINING_TYPE_RULES[id];
          const below = tierNote(id, ant.total_experience);
          return (
            <label key={id} className={`training-type${type === id ? " is-selected" : ""}${below ? " is-below" : ""}`}>
              <input type="radio" name="training-type" value={id} checked={type === id} onChange={() => setType(id)} />
              <span className="training-type-name">
                {rule.label} <span className="muted small">({rule.tier})</span>
              </span>
              <span className="small">
                {rule.stats.length > 0 ? rule.stats.map(statLabel).join(", ") : "The ant's best stats"} ·{" "}
                {rule.energyCost} energy · 30 min
              </span>
              {below ? <span className="small training-below">{below}</span> : null}
            </label>
          );
        })}
      </fieldset>
      <p className={readiness.ready ? "training-ready" : "training-not-ready"} role="status">
        {readiness.reason}
      </p>
      <button type="button" className="btn btn-primary" disabled={!readiness.ready || state.isLoading} onClick={start}>
        {state.isLoading ? "Training..." : "Start Training"}
      </button>
      {ant.is_training && advice.data?.training_until ? (
        <SessionEnd antId={ant.id} until={advice.data.training_until} />
      ) : null}
      <NoticeLine notice={notice} onDismiss={dismiss} />
      {result ? <ResultPanel result={result} running={ant.is_training} /> : null}
      <Advice userId={userId} ant={ant} />
    </div>
  );
}
