// The tactic buttons of a live turn (engine v3, SPEC B31–B33): each with its trade-off and when it pays; the pick waits for the opponent.
import { TACTIC_IDS, TACTICS } from "@antbrawl/rules/battle/tactics";
import type { TacticId } from "@antbrawl/rules/battle/types";
import { TACTICS_V3 } from "@antbrawl/rules/battle/v3/tactics";

/** [B32][B33] When each tactic pays, read from what the arena shows (energy bars, the stances of the last turn). */
const WHEN: Record<TacticId, string> = {
  balanced: "Safe any time.",
  press: "Best when their energy is below 50.",
  guard: "Best when your energy runs low.",
  feint: "Best when they keep guarding.",
};

/** The same, in a few words for a phone's narrow buttons. */
const WHEN_SHORT: Record<TacticId, string> = {
  balanced: "Any time",
  press: "Foe energy < 50",
  guard: "Your energy low",
  feint: "They keep guarding",
};

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
            <span className="small">{TACTICS_V3[id].hint}.</span>
            <span className="small arena-tactic-when">{WHEN[id]}</span>
            <span className="small arena-tactic-short">{WHEN_SHORT[id]}</span>
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
