// The choosers the balance suite pits against each other: no choice, fixed tactics and scripts, a random mix, the reader, the oracle.
import { type Chooser, READER_TEMPER, reasonedTactic } from "../../src/battle/ai";
import { TACTIC_IDS } from "../../src/battle/tactics";
import type { TacticId } from "../../src/battle/types";

/** A named chooser; `peeks` marks the oracle, which is told the other side's pending choice (the seed-aware model). */
export interface Policy {
  name: string;
  chooser: Chooser | null;
  peeks?: boolean;
}

/** Always the default: never chooses (an automatic battle of engine v2, a player who never clicks). */
export const DEFAULT_POLICY: Policy = { name: "always default", chooser: null };
/** A uniformly random tactic every turn (seeded by the battle). */
export const RANDOM_MIX: Policy = {
  name: "uniform random mix",
  chooser: (_view, rng) => TACTIC_IDS[Math.floor(rng.next() * TACTIC_IDS.length)],
};
/** [B34][B35] The reading policy: the AI's reasoning with a clear head (no whims), from what the client is shown. */
export const READER: Policy = { name: "reading policy", chooser: (view) => reasonedTactic(view, READER_TEMPER) };

/**
 * The seed-aware script, modelled: the reader that is also told the other side's pending choice this turn. With hidden
 * dice that is all a script could still learn; it feints into a guard it knows is coming and never feints a guard
 * that is about to drop.
 */
export const ORACLE: Policy = {
  name: "oracle (knows the pending choice)",
  peeks: true,
  chooser: (view, _rng, pending) => {
    const reasoned = reasonedTactic(view, READER_TEMPER);
    if (pending === "guard" && view.own.energy >= view.ownActionCost) return "feint";
    if (reasoned === "feint" && pending !== "guard") return view.their.energy < 50 ? "press" : "balanced";
    return reasoned;
  },
};

/** A fixed tactic every turn. */
export function fixed(tactic: TacticId): Policy {
  return { name: `always ${tactic}`, chooser: () => tactic };
}

/** A fixed cycle of tactics, one per turn. */
export function cycle(...tactics: TacticId[]): Policy {
  return { name: `cycle ${tactics.join("-")}`, chooser: (view) => tactics[(view.turn - 1) % tactics.length] };
}

const ANSWER: Readonly<Record<TacticId, TacticId>> = {
  balanced: "balanced",
  press: "guard",
  guard: "feint",
  feint: "press",
};

/** Fixed scripts that read at most the last stance shown: counter it, copy it. */
export const SCRIPTS: readonly Policy[] = [
  cycle("press", "guard"),
  cycle("press", "balanced"),
  cycle("guard", "press", "press"),
  cycle("feint", "press"),
  { name: "counter the last stance", chooser: (view) => ANSWER[view.their.tactic] },
  { name: "copy the last stance", chooser: (view) => view.their.tactic },
];

/** Every fixed tactic and fixed script, for the '≤ 55% against a random mix' goal. */
export const FIXED_POLICIES: readonly Policy[] = [...TACTIC_IDS.map(fixed), ...SCRIPTS];
