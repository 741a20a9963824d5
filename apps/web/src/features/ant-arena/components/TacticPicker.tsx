// The tactic buttons of a live turn: each with its trade-off and what it beats; the pick waits for the opponent.
import { TACTIC_BEATS, TACTIC_IDS, TACTICS } from "@antbrawl/rules/battle/tactics";
import type { TacticId } from "@antbrawl/rules/battle/types";

const TRADE_OFFS: Record<TacticId, string> = {
  balanced: "No edge, no weakness.",
  press: "Hits harder, costs energy and takes more.",
  guard: "Takes less and counters; hits softer.",
  feint: "Aims true and lands criticals; hits a little softer.",
};

function beatsText(tactic: TacticId): string {
  const beaten = TACTIC_BEATS[tactic];
  return beaten ? `Beats ${TACTICS[beaten].label}` : "Beats nothing, loses to nothing";
}

interface Props {
  turn: number;
  /** Seconds left to choose (null while the clock is unknown). */
  secondsLeft: number | null;
  chosen: TacticId | null;
  inForce: string | null;
  disabled: boolean;
  onChoose(tactic: TacticId): void;
}

export function TacticPicker({ turn, secondsLeft, chosen, inForce, disabled, onChoose }: Props) {
  return (
    <fieldset className="arena-tactics" disabled={disabled}>
      <legend>Your tactic for turn {turn}</legend>
      {secondsLeft !== null ? (
        <p className="small arena-tactic-time" aria-hidden="true">
          {secondsLeft}s to choose
        </p>
      ) : null}
      <div className="arena-tactic-grid">
        {TACTIC_IDS.map((id) => (
          <button
            key={id}
            type="button"
            className={`arena-tactic${chosen === id ? " is-chosen" : ""}`}
            aria-pressed={chosen === id}
            onClick={() => onChoose(id)}
          >
            <strong>{TACTICS[id].label}</strong>
            <span className="small">{TRADE_OFFS[id]}</span>
            <span className="small arena-tactic-beats">{beatsText(id)}</span>
          </button>
        ))}
      </div>
      <p className="small arena-tactic-status" aria-live="polite">
        {chosen
          ? `You chose ${TACTICS[chosen].label}: waiting for opponent...`
          : `No choice yet: your ant keeps ${inForce && inForce in TACTICS ? TACTICS[inForce as TacticId].label : "Balanced"}.`}
      </p>
    </fieldset>
  );
}
