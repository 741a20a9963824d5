// [TR23] What an ant's skills do in battle: fixed changes to its version-2 combat profile (no dice, so replays hold).
import type { CombatProfile } from "./types";

/** Skill id → level, as a fighter carries it (absent or empty: no change at all). */
export type FighterSkills = Readonly<Record<string, number>>;

/** [TR23] Per-level effects of the battle skills (see training/skills.ts for costs and requirements). */
export const SKILL_EFFECTS = {
  power_strike: { damage: 0.03 },
  precise_aim: { hit: 0.02 },
  critical_eye: { crit: 0.02 },
  riposte: { counter: 0.03 },
  berserker: { damage: 0.1, taken: 0.05 },
  quick_step: { initiative: 1 },
  evasion: { dodge: 0.02 },
  flurry: { extraAction: 0.03 },
  light_footed: { cost: 0.08 },
  blur: { dodge: 0.05, initiative: 2 },
  steady_mind: { falter: 0.25 },
  tactician: { edge: 0.03 },
  mastermind: { hit: 0.03, crit: 0.03 },
  thick_shell: { guard: 0.03 },
  second_wind: { rest: 4 },
  iron_will: { collapse: 0.2 },
  hardened: { armor: 0.5 },
  last_stand: { guard: 0.1 },
} as const satisfies Record<string, Effect>;

type EffectKey =
  | "damage"
  | "hit"
  | "crit"
  | "counter"
  | "taken"
  | "initiative"
  | "dodge"
  | "extraAction"
  | "cost"
  | "falter"
  | "edge"
  | "guard"
  | "rest"
  | "collapse"
  | "armor";
type Effect = Partial<Record<EffectKey, number>>;

/** [TR23] The summed effects of a fighter's skills (unknown ids and levels below 1 count for nothing). */
export function skillTotals(skills: FighterSkills | undefined): Record<EffectKey, number> {
  const total: Record<EffectKey, number> = {
    damage: 0,
    hit: 0,
    crit: 0,
    counter: 0,
    taken: 0,
    initiative: 0,
    dodge: 0,
    extraAction: 0,
    cost: 0,
    falter: 0,
    edge: 0,
    guard: 0,
    rest: 0,
    collapse: 0,
    armor: 0,
  };
  for (const [id, level] of Object.entries(skills ?? {})) {
    const effect = (SKILL_EFFECTS as Record<string, Effect>)[id];
    if (!effect || !(level >= 1)) continue;
    for (const [key, value] of Object.entries(effect) as [keyof Effect, number][]) total[key] += value * level;
  }
  return total;
}

function hasSkills(skills: FighterSkills | undefined): boolean {
  return Object.values(skills ?? {}).some((level) => level >= 1);
}

/**
 * [TR23] The profile of a fighter with skills against an opponent with skills: own damage, hit, crit, counter, extra
 * action, initiative, action cost, rest gain, falter, collapse and tactic edge change; the opponent's evasion and blur
 * lower own hit chance and its hardened shell blocks more of own hits. Answers the very same object when neither side
 * has a skill, so battles without skills are unchanged.
 */
export function applySkills(
  profile: CombatProfile,
  own: FighterSkills | undefined,
  their: FighterSkills | undefined,
): CombatProfile {
  if (!hasSkills(own) && !hasSkills(their)) return profile;
  const mine = skillTotals(own);
  const theirs = skillTotals(their);
  return {
    ...profile,
    initiative: profile.initiative + mine.initiative,
    hitChance: Math.max(0, profile.hitChance + mine.hit - theirs.dodge),
    critChance: profile.critChance + mine.crit,
    counterChance: profile.counterChance + mine.counter,
    extraActionChance: profile.extraActionChance + mine.extraAction,
    rawDamage: profile.rawDamage * (1 + mine.damage),
    armorAgainst: profile.armorAgainst + theirs.armor,
    damageTaken: profile.damageTaken * Math.max(0.2, 1 - mine.guard + mine.taken),
    actionCost: profile.actionCost * Math.max(0.5, 1 - mine.cost),
    restGain: profile.restGain + mine.rest,
    falterChance: profile.falterChance * Math.max(0, 1 - mine.falter),
    collapseChance: profile.collapseChance * Math.max(0, 1 - mine.collapse),
    tacticEdge: profile.tacticEdge + mine.edge,
  };
}
