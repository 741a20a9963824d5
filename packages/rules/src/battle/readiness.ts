// Whether an ant may enter a battle, with the spec's messages, and the two-ant checks of the self and top-down arenas.
import type { BattleType } from "./types";

/** [Y1] Matchmaking and server battles (quick, ranked, friendly): minimum health and energy in percent. */
export const SERVER_BATTLE_MIN_HEALTH = 50;
export const SERVER_BATTLE_MIN_ENERGY = 30;
/** [Y2] Self battle and top-down arena: minimum health and energy in percent. */
export const SELF_BATTLE_MIN_HEALTH = 30;
export const SELF_BATTLE_MIN_ENERGY = 20;

/** [Y1]–[Y5] Messages, verbatim from spec 001 §5 and §2. */
export const READINESS_MESSAGES = {
  inBattle: "Currently in battle",
  training: "Currently training",
  /** [Y3] (design) an ant in the Medical Center (rule MD12) rests until its treatment ends. */
  inTreatment: "Currently in treatment",
  serverHealth: "Health too low (need 50%+)",
  serverEnergy: "Energy too low (need 30%+)",
  selfHealth: "Health too low (need 30%+)",
  selfEnergy: "Energy too low (need 20%+)",
  selfSameAnt: "Please select two different ants to battle!",
  topDownSameAnt: "Please select two different ants",
  ready: "Ready",
  notReady: "Not Ready",
} as const;

/** [Y4] '{name} is not ready for battle' (top-down arena). */
export function notReadyForBattle(name: string): string {
  return `${name} is not ready for battle`;
}

/** Which readiness bar applies. */
export type ReadinessKind = "server" | "self";

/** The parts of an ant readiness looks at. */
export interface ReadinessAnt {
  id: string;
  name: string;
  health: number;
  energy: number;
  isInBattle: boolean;
  isTraining: boolean;
  /** [Y3] In the Medical Center until its treatment ends (MD12); absent counts as false. */
  isInTreatment?: boolean;
}

/** Ready, or not with the reason to show. */
export type Readiness = { ready: true; message: string } | { ready: false; message: string };

/** [Y6] Self battles use the self bar; quick, ranked and friendly battles use the server bar. */
export function readinessKindFor(battleType: BattleType | "topdown_arena"): ReadinessKind {
  return battleType === "self" || battleType === "topdown_arena" ? "self" : "server";
}

/** [Y1][Y2][Y3] Busy first ('Currently in battle', 'Currently training', 'Currently in treatment'), then health, then energy. */
export function battleReadiness(ant: Omit<ReadinessAnt, "id" | "name">, kind: ReadinessKind): Readiness {
  if (ant.isInBattle) return { ready: false, message: READINESS_MESSAGES.inBattle };
  if (ant.isTraining) return { ready: false, message: READINESS_MESSAGES.training };
  if (ant.isInTreatment) return { ready: false, message: READINESS_MESSAGES.inTreatment };
  const server = kind === "server";
  if (ant.health < (server ? SERVER_BATTLE_MIN_HEALTH : SELF_BATTLE_MIN_HEALTH)) {
    return { ready: false, message: server ? READINESS_MESSAGES.serverHealth : READINESS_MESSAGES.selfHealth };
  }
  if (ant.energy < (server ? SERVER_BATTLE_MIN_ENERGY : SELF_BATTLE_MIN_ENERGY)) {
    return { ready: false, message: server ? READINESS_MESSAGES.serverEnergy : READINESS_MESSAGES.selfEnergy };
  }
  return { ready: true, message: READINESS_MESSAGES.ready };
}

/** A two-ant check: fine, or the message to show and, when one ant is at fault, its id. */
export type PairCheck = { ok: true } | { ok: false; message: string; antId?: string };

/** [Y4] Self battle: two different ants, each passing the self bar; the failing ant's reason is returned verbatim. */
export function checkSelfBattlePair(a: ReadinessAnt, b: ReadinessAnt): PairCheck {
  if (a.id === b.id) return { ok: false, message: READINESS_MESSAGES.selfSameAnt };
  for (const ant of [a, b]) {
    const readiness = battleReadiness(ant, "self");
    if (!readiness.ready) return { ok: false, message: readiness.message, antId: ant.id };
  }
  return { ok: true };
}

/** [Y5] Top-down arena: both chosen and different ('Please select two different ants'), each ready ('{name} is not ready for battle'). */
export function checkTopDownPair(a: ReadinessAnt | null, b: ReadinessAnt | null): PairCheck {
  if (!a || !b || a.id === b.id) return { ok: false, message: READINESS_MESSAGES.topDownSameAnt };
  for (const ant of [a, b]) {
    if (!battleReadiness(ant, "self").ready) return { ok: false, message: notReadyForBattle(ant.name), antId: ant.id };
  }
  return { ok: true };
}
