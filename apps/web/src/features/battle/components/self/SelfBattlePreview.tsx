// The face-off before a self battle: both chosen ants, the reason it cannot start yet, and START BATTLE.
import type { Ant } from "@antbrawl/protocol/ants";
import { checkSelfBattlePair } from "@antbrawl/rules/battle/readiness";
import { readinessAnt } from "../../fighter-readiness";

interface Props {
  first: Ant | null;
  second: Ant | null;
  busy: boolean;
  onStart(): void;
}

function Corner({ ant, placeholder }: { ant: Ant | null; placeholder: string }) {
  if (!ant) return <div className="preview-corner is-empty">{placeholder}</div>;
  return (
    <div className="preview-corner">
      <span className="ant-dot ant-dot-large" style={{ background: ant.appearance.color }} aria-hidden="true" />
      <strong>{ant.name}</strong>
      <span className="muted small">
        Lv {ant.level} · {ant.battle_history.wins}W {ant.battle_history.losses}L
      </span>
    </div>
  );
}

export function SelfBattlePreview({ first, second, busy, onStart }: Props) {
  const check = first && second ? checkSelfBattlePair(readinessAnt(first), readinessAnt(second)) : null;
  const message = !first || !second ? "Choose a fighter on each side." : check && !check.ok ? check.message : null;
  return (
    <section className="card battle-preview" aria-label="Battle preview">
      <div className="preview-faceoff">
        <Corner ant={first} placeholder="Fighter 1" />
        <span className="preview-vs" aria-hidden="true">
          VS
        </span>
        <Corner ant={second} placeholder="Fighter 2" />
      </div>
      {message ? (
        <p className={check && !check.ok ? "form-error" : "muted"} role={check && !check.ok ? "alert" : undefined}>
          {message}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary btn-start" disabled={!check?.ok || busy} onClick={onStart}>
        {busy ? "Preparing the arena..." : "START BATTLE"}
      </button>
    </section>
  );
}
