// Why an ant cannot fight, until when, and the one-click fixes with their cost (rule Y8), as visible text: a phone
// has no hover, so the reason is never only a title.
import type { Ant } from "@antbrawl/protocol/ants";
import type { ReadinessKind } from "@antbrawl/rules/battle/readiness";
import { type ReadinessFix, readinessHelp } from "@antbrawl/rules/colony/readiness-help";
import { useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useAppSelector } from "../../../lib/store/hooks";
import { useTreatMutation } from "../../ant-lab/public-medical";
import { needValues } from "../../ants/public";
import { useCareForAntMutation } from "../../care/public-care";

/** The readiness help of an ant now. */
function antReadinessHelp(ant: Ant, kind: ReadinessKind = "server") {
  const now = Date.now();
  const until = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);
  return readinessHelp(
    {
      health: ant.current_health,
      energy: ant.energy,
      isInBattle: ant.is_in_battle,
      isTraining: ant.is_training,
      isInTreatment: ant.treatment_until !== null && Date.parse(ant.treatment_until) > now,
      needs: needValues(ant),
      trainingEndsAtMs: until(ant.training_until),
      treatmentEndsAtMs: until(ant.treatment_until),
    },
    kind,
    now,
  );
}

export function ReadinessNote({ ant, kind = "server" }: { ant: Ant; kind?: ReadinessKind }) {
  const userId = useAppSelector((s) => s.user.user?.id ?? "");
  const [care] = useCareForAntMutation();
  const [treat] = useTreatMutation();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const help = antReadinessHelp(ant, kind);
  if (help.ready) return null;

  const apply = async (fix: ReadinessFix) => {
    setWorking(true);
    setProblem(null);
    setDone(null);
    try {
      if (fix.kind === "care") {
        for (const action of fix.actions) await care({ userId, antId: ant.id, action }).unwrap();
        setDone(`Cared for ${ant.name}: ${fix.label.replace(/^Care now: /, "")}.`);
      } else {
        await treat({ userId, antId: ant.id, treatmentType: fix.treatment }).unwrap();
        setDone(`${ant.name} is in ${fix.label.replace(/ \(.*\)$/, "")}.`);
      }
    } catch (error) {
      setProblem(errorText(error, "That did not work just now; try again"));
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="readiness-note">
      <p className="small">
        <strong>{help.why}</strong>
        {help.when ? ` — ${help.when}` : ""}
      </p>
      {help.fixes.length > 0 ? (
        <div className="readiness-fixes">
          {help.fixes.map((fix) => (
            <button
              key={fix.kind}
              type="button"
              className={`btn btn-small ${fix.kind === "care" ? "btn-primary" : "btn-secondary"}`}
              disabled={working}
              onClick={(event) => {
                event.preventDefault();
                void apply(fix);
              }}
            >
              {fix.label} · {fix.cost}
            </button>
          ))}
        </div>
      ) : null}
      <p className="small muted readiness-status" role="status">
        {working ? "Working on it…" : (done ?? "")}
      </p>
      {problem ? (
        <p className="small arena-not-ready" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
