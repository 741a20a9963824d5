// The tactics AI: picks each turn's tactic from what a player is shown, in the manner its training and personality give it.
import { STAT_MIN, type Stats } from "../ant";
import { primaryStyle } from "../colony/style";
import { traitsFromStats } from "../lab/traits";
import { createRng, type Rng } from "../random";
import { battleResult, createBattle, isFinished, stepBattle } from "./engine";
import { actionCost, FATIGUE_ENERGY_BELOW as TIRED_BELOW } from "./formulas";
import type { BattleInput, BattleResult, BattleState, CombatProfile, Fighter, TacticId } from "./types";
import { TACTICS_V3 } from "./v3/tactics";
import { actionCostV3 } from "./v3/turn";

/** [B34] One side as a player sees it during a battle (no seed, no dice, no pending choice of the other side). */
export interface SideView {
  health: number;
  startHealth: number;
  energy: number;
  /** The stance it fought with last turn (shown after the turn resolved); `balanced` before the first. */
  tactic: TacticId;
  /** How often it showed each stance so far. */
  shown: Readonly<Record<TacticId, number>>;
}

/** [B34] What a player is shown before choosing: the turn to come, both sides, and its own plain action's cost. */
export interface BattleView {
  turn: number;
  own: SideView;
  their: SideView;
  /** Energy below which the own ant cannot act (its plain action, B11). */
  ownActionCost: number;
}

/** [B35] How an ant leans: thresholds it acts on and how often it follows a whim instead. */
export interface AiTemper {
  /** Presses while its energy after the press stays at least this. */
  pressFrom: number;
  /** Presses to finish an opponent whose health is at most this. */
  finishBelow: number;
  /** Guards (catches its breath) while its energy is below this. */
  guardBelow: number;
  /** Feints at an opponent that guarded last turn while that opponent's energy is below this. */
  feintBelow: number;
  /** Chance of a uniformly random tactic instead of the reasoned one. */
  whim: number;
}

/** [B35] The temper of a clear-headed reader: the reading policy of the balance suite. */
export const READER_TEMPER: AiTemper = { pressFrom: 101, finishBelow: 20, guardBelow: 30, feintBelow: 60, whim: 0 };

const TACTIC_LIST: readonly TacticId[] = ["balanced", "press", "guard", "feint"];
const zeroShown = (): Record<TacticId, number> => ({ balanced: 0, press: 0, guard: 0, feint: 0 });

/** [B34] The view of the ant `antId` before the next turn, built only from what the client is shown. */
export function viewOf(
  state: BattleState,
  antId: string,
  shown?: Readonly<Record<string, Record<TacticId, number>>>,
): BattleView {
  const ownIndex = state.fighters[0].fighter.antId === antId ? 0 : 1;
  const own = state.fighters[ownIndex];
  const their = state.fighters[1 - ownIndex] ?? own;
  const side = (s: typeof own): SideView => ({
    health: s.health,
    startHealth: s.startHealth,
    energy: s.energy,
    tactic: s.tactic,
    shown: shown?.[s.fighter.antId] ?? zeroShown(),
  });
  return {
    turn: state.turn + 1,
    own: side(own),
    their: side(their),
    ownActionCost: (state.version >= 3 ? actionCostV3 : actionCost)(
      (own.profile as CombatProfile).actionCost ?? 12,
      false,
    ),
  };
}

/** [B35] The reasoned choice of a temper for a view (no whim). */
export function reasonedTactic(view: BattleView, temper: AiTemper): TacticId {
  const { own, their } = view;
  const pressCost = view.ownActionCost + TACTICS_V3.press.cost;
  if (their.health <= temper.finishBelow && own.energy >= pressCost) return "press";
  if (their.tactic === "guard" && their.energy < temper.feintBelow) return "feint";
  if (own.energy < Math.max(temper.guardBelow, view.ownActionCost)) return "guard";
  if (their.energy < TIRED_BELOW && own.energy >= pressCost) return "press";
  if (own.energy - pressCost >= temper.pressFrom) return "press";
  return "balanced";
}

/** [B35] The AI's choice: the reasoned tactic, or with chance `whim` a uniformly random one (seeded). */
export function chooseTactic(view: BattleView, temper: AiTemper, rng: Rng): TacticId {
  const roll = rng.next();
  const pick = rng.next();
  if (roll < temper.whim) return TACTIC_LIST[Math.floor(pick * TACTIC_LIST.length)] ?? "balanced";
  return reasonedTactic(view, temper);
}

const stat = (stats: Stats, name: keyof Stats) => (Number.isFinite(stats[name]) ? stats[name] : STAT_MIN);

/**
 * [B35] The temper an ant's owner trained into it: its primary style (G5) shifts when it presses and guards, its
 * personality traits (AR1) lean it further, and discipline, intelligence and the tactician and mastermind skills make
 * it follow fewer whims.
 */
export function temperOf(fighter: Fighter): AiTemper {
  const temper = { ...READER_TEMPER };
  const style = primaryStyle(fighter.stats);
  if (style === "aggressive") temper.pressFrom -= 35;
  if (style === "defensive") temper.guardBelow += 10;
  if (style === "agile") temper.feintBelow += 20;
  if (style === "tactical") temper.whim -= 0.05;
  const personality = traitsFromStats(fighter.stats).personality;
  if (personality.includes("Fierce")) temper.pressFrom -= 20;
  if (personality.includes("Gentle")) temper.finishBelow -= 10;
  if (personality.includes("Timid")) temper.guardBelow += 10;
  if (personality.includes("Stubborn")) temper.guardBelow -= 10;
  if (personality.includes("Curious")) temper.feintBelow += 10;
  const sense = (stat(fighter.stats, "discipline") + stat(fighter.stats, "intelligence")) / 2;
  const skills = fighter.skills ?? {};
  const study = (skills.tactician ?? 0) + (skills.mastermind ?? 0);
  temper.whim = Math.min(0.5, Math.max(0, temper.whim + 0.3 - 0.015 * sense - 0.04 * study));
  return temper;
}

/**
 * [B35] A side's chooser: given the view and a seeded rng, the tactic for the turn (undefined keeps the last).
 * `pending` is the other side's choice this turn, given only to a peeking side (the balance suite's model of a
 * seed-aware script); the AI never peeks.
 */
export type Chooser = (view: BattleView, rng: Rng, pending?: TacticId) => TacticId | undefined;

/** [B35] The AI of a fighter as a chooser. */
export function aiChooser(fighter: Fighter): Chooser {
  const temper = temperOf(fighter);
  return (view, rng) => chooseTactic(view, temper, rng);
}

/** [B35] The AI's own seed for a battle: derived from the battle's seed, apart from the engine's dice. */
export function aiSeed(seed: number, side: 0 | 1): number {
  return (Math.imul((seed ^ 0x5bd1e995) >>> 0, 2654435761) + side * 0x9e3779b9) >>> 0;
}

/**
 * [B35] Plays a whole battle where each side with a chooser picks its tactic every turn (a side without one plays
 * `balanced`); the choices go to the input log, so `replayBattle(input, result.inputLog)` replays it without the AI.
 */
export function runChosenBattle(
  input: BattleInput,
  choosers: readonly [Chooser | null, Chooser | null],
  peeking: readonly [boolean, boolean] = [false, false],
): BattleResult {
  let state = createBattle(input);
  const rngs = [createRng(aiSeed(input.seed, 0)), createRng(aiSeed(input.seed, 1))] as const;
  const shown: Record<string, Record<TacticId, number>> = {};
  for (const side of state.fighters) shown[side.fighter.antId] = zeroShown();
  while (!isFinished(state)) {
    const picked: (TacticId | undefined)[] = [undefined, undefined];
    for (const index of peeking[0] ? [1, 0] : [0, 1]) {
      const chooser = choosers[index];
      const rng = rngs[index];
      const side = state.fighters[index];
      if (!chooser || !rng || !side) continue;
      const other = state.fighters[1 - index];
      const pending = peeking[index] ? (picked[1 - index] ?? other?.tactic) : undefined;
      picked[index] = chooser(viewOf(state, side.fighter.antId, shown), rng, pending);
    }
    const choices: Record<string, TacticId> = {};
    state.fighters.forEach((side, index) => {
      const tactic = picked[index];
      if (tactic !== undefined && tactic !== side.tactic) choices[side.fighter.antId] = tactic;
    });
    state = stepBattle(state, choices);
    for (const side of state.fighters) {
      const counts = shown[side.fighter.antId];
      if (counts) counts[side.tactic] += 1;
    }
  }
  return battleResult(state);
}

/** [B35] An automatic battle (server, self, tournament): both ants fight with the AI their owners trained. */
export function runAiBattle(input: BattleInput): BattleResult {
  return runChosenBattle(input, [aiChooser(input.fighters[0]), aiChooser(input.fighters[1])]);
}
