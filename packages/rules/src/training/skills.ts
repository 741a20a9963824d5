// The skill tree (spec 001 §5, §9): four trees of five skills, points from experience, raising, auto-allocation, reset.
import type { PrimaryStyle } from "../colony/style";
import { HOUSE_ACCOUNT, type LedgerTransaction, playerAccount } from "../economy/ledger";

/** [TR20] The four trees, in display order. */
export const SKILL_TREES = ["combat", "agility", "mental", "survival"] as const;
/** One tree. */
export type SkillTree = (typeof SKILL_TREES)[number];

/** [TR20] One skill: its tree, cost per level, maximum level, requirements and what each level does (TR23, TR24). */
export interface SkillRule {
  id: string;
  tree: SkillTree;
  name: string;
  cost: number;
  maxLevel: number;
  requires: Readonly<Record<string, number>>;
  /** The effect per level, as a player reads it. */
  effect: string;
}

const skill = (
  id: string,
  tree: SkillTree,
  name: string,
  cost: number,
  maxLevel: number,
  requires: Record<string, number>,
  effect: string,
): SkillRule => ({ id, tree, name, cost, maxLevel, requires, effect });

/** [TR20] The twenty skills (design): costs 1, 2, 3, 4, 6 and maximum levels 5, 3, 3, 2, 1 in every tree. */
export const SKILLS: readonly SkillRule[] = [
  skill("power_strike", "combat", "Power Strike", 1, 5, {}, "+3% damage per level"),
  skill("precise_aim", "combat", "Precise Aim", 2, 3, { power_strike: 1 }, "+2% hit chance per level"),
  skill("critical_eye", "combat", "Critical Eye", 3, 3, { precise_aim: 2 }, "+2% critical chance per level"),
  skill("riposte", "combat", "Riposte", 4, 2, { critical_eye: 1 }, "+3% counter chance per level"),
  skill("berserker", "combat", "Berserker", 6, 1, { riposte: 1, power_strike: 5 }, "+10% damage, +5% damage taken"),
  skill("quick_step", "agility", "Quick Step", 1, 5, {}, "+1 initiative per level"),
  skill("evasion", "agility", "Evasion", 2, 3, { quick_step: 1 }, "−2% opponent hit chance per level"),
  skill("flurry", "agility", "Flurry", 3, 3, { evasion: 1 }, "+3% extra action chance per level"),
  skill("light_footed", "agility", "Light-Footed", 4, 2, { flurry: 1 }, "−8% action energy per level"),
  skill("blur", "agility", "Blur", 6, 1, { light_footed: 2, quick_step: 3 }, "−5% opponent hit chance, +2 initiative"),
  skill("quick_learner", "mental", "Quick Learner", 1, 5, {}, "+5% quick training experience per level"),
  skill("steady_mind", "mental", "Steady Mind", 2, 3, { quick_learner: 1 }, "−25% chance to falter per level"),
  skill("tactician", "mental", "Tactician", 3, 3, { steady_mind: 1 }, "+0.03 tactic edge per level"),
  skill("deep_focus", "mental", "Deep Focus", 4, 2, { tactician: 1 }, "+10% training effectiveness per level"),
  skill("mastermind", "mental", "Mastermind", 6, 1, { deep_focus: 2, quick_learner: 5 }, "+3% hit and critical chance"),
  skill("thick_shell", "survival", "Thick Shell", 1, 5, {}, "−3% damage taken per level"),
  skill("second_wind", "survival", "Second Wind", 2, 3, { thick_shell: 1 }, "+4 energy per rest per level"),
  skill("iron_will", "survival", "Iron Will", 3, 3, { second_wind: 1 }, "−20% chance to collapse per level"),
  skill("hardened", "survival", "Hardened", 4, 2, { iron_will: 1 }, "+0.5 armor against each hit per level"),
  skill("last_stand", "survival", "Last Stand", 6, 1, { hardened: 2, thick_shell: 5 }, "−10% damage taken"),
];

/** [TR20] Skills by id. */
export const SKILLS_BY_ID: ReadonlyMap<string, SkillRule> = new Map(SKILLS.map((s) => [s.id, s]));

/** Skill id → level (absent means 0). */
export type SkillLevels = Readonly<Record<string, number>>;

/** [TR21] Experience per skill point (spec: points available = floor(total_experience / 50)). */
export const EXPERIENCE_PER_SKILL_POINT = 50;

/** [TR21] Points an ant has spent: the sum of cost × level over its skills. */
export function pointsSpent(levels: SkillLevels): number {
  let spent = 0;
  for (const [id, level] of Object.entries(levels)) spent += (SKILLS_BY_ID.get(id)?.cost ?? 0) * level;
  return spent;
}

/** [TR21] Points left: floor(total_experience / 50) − points spent (never below 0). */
export function pointsAvailable(totalExperience: number, levels: SkillLevels): number {
  const earned = Math.floor(
    Math.max(0, Number.isFinite(totalExperience) ? totalExperience : 0) / EXPERIENCE_PER_SKILL_POINT,
  );
  return Math.max(0, earned - pointsSpent(levels));
}

/** [TR22] Refusal texts (design wording). */
export const SKILL_MESSAGES = {
  unknown: (id: string) => `Unknown skill: ${id}`,
  maxed: (name: string) => `${name} is already at its maximum level`,
  points: (name: string, cost: number, available: number) =>
    `Not enough skill points for ${name}: it costs ${cost}, you have ${available}`,
  requires: (name: string, needed: string, level: number) => `${name} requires ${needed} level ${level}`,
  nothingToReset: "This ant has no skills to reset",
  nothingToAllocate: "No skill can be raised with the points available",
} as const;

/**
 * [TR22] Whether a skill can go up one level: it exists, its level is below its maximum, its requirements (skill:level)
 * are met, and the points available cover its cost. Answers the refusal text otherwise.
 */
export function canRaise(
  id: string,
  levels: SkillLevels,
  totalExperience: number,
): { ok: true; rule: SkillRule } | { ok: false; reason: string; unknown?: boolean } {
  const rule = SKILLS_BY_ID.get(id);
  if (!rule) return { ok: false, reason: SKILL_MESSAGES.unknown(id), unknown: true };
  if ((levels[id] ?? 0) >= rule.maxLevel) return { ok: false, reason: SKILL_MESSAGES.maxed(rule.name) };
  for (const [needed, level] of Object.entries(rule.requires)) {
    if ((levels[needed] ?? 0) < level) {
      return { ok: false, reason: SKILL_MESSAGES.requires(rule.name, SKILLS_BY_ID.get(needed)?.name ?? needed, level) };
    }
  }
  const available = pointsAvailable(totalExperience, levels);
  if (available < rule.cost) return { ok: false, reason: SKILL_MESSAGES.points(rule.name, rule.cost, available) };
  return { ok: true, rule };
}

/** [TR22] The levels after raising one skill by one (the caller checked canRaise). */
export function raiseSkill(levels: SkillLevels, id: string): Record<string, number> {
  return { ...levels, [id]: (levels[id] ?? 0) + 1 };
}

/** [TR25] Tree order each primary style (G5) spends its points in; balanced takes the cheapest skill of any tree. */
export const STYLE_TREE_ORDER: Readonly<Record<Exclude<PrimaryStyle, "balanced">, readonly SkillTree[]>> = {
  aggressive: ["combat", "survival", "agility", "mental"],
  defensive: ["survival", "combat", "mental", "agility"],
  agile: ["agility", "combat", "survival", "mental"],
  tactical: ["mental", "agility", "combat", "survival"],
};

/**
 * [TR25] Auto-allocation: spends every point it can, one level at a time. Aggressive, defensive, agile and tactical
 * ants take the first raisable skill of their trees in STYLE_TREE_ORDER (tree by tree, skills in tree order); a
 * balanced ant spreads: the raisable skill with the lowest level, then the cheapest, then tree and skill order.
 * Answers the new levels and the raises in order.
 */
export function autoAllocate(
  levels: SkillLevels,
  totalExperience: number,
  style: PrimaryStyle,
): { levels: Record<string, number>; raised: string[] } {
  let current: Record<string, number> = { ...levels };
  const raised: string[] = [];
  const order = style === "balanced" ? SKILL_TREES : STYLE_TREE_ORDER[style];
  const rank = (rule: SkillRule) => [
    style === "balanced" ? (current[rule.id] ?? 0) : 0,
    style === "balanced" ? rule.cost : 0,
    order.indexOf(rule.tree),
    SKILLS.indexOf(rule),
  ];
  const before = (a: SkillRule, b: SkillRule) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
    return 0;
  };
  for (;;) {
    const next = SKILLS.filter((rule) => canRaise(rule.id, current, totalExperience).ok).sort(before)[0];
    if (!next) break;
    current = raiseSkill(current, next.id);
    raised.push(next.id);
  }
  return { levels: current, raised };
}

/** [TR26] A reset returns every point and costs 0.5 (in milli-units of the ledger). */
export const SKILL_RESET_COST_MILLI = 500;

/** [TR26] Whether a reset has anything to undo. */
export function canReset(levels: SkillLevels): boolean {
  return pointsSpent(levels) > 0;
}

/** [TR20] Only known skills with whole levels from 1 to their maximum (stored data read defensively). */
export function cleanSkillLevels(raw: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (!raw || typeof raw !== "object") return out;
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    const rule = SKILLS_BY_ID.get(id);
    if (!rule || typeof value !== "number" || !Number.isInteger(value) || value < 1) continue;
    out[id] = Math.min(rule.maxLevel, value);
  }
  return out;
}

/** [TR24] Training skills: Quick Learner +5% quick-training experience per level, Deep Focus +10% effectiveness per level. */
export const QUICK_LEARNER_XP_PER_LEVEL = 0.05;
export const DEEP_FOCUS_EFFECTIVENESS_PER_LEVEL = 0.1;

/** [TR24] Multipliers the skills put on quick training (1 and 1 without them). */
export function trainingBonuses(levels: SkillLevels): { experience: number; effectiveness: number } {
  return {
    experience: 1 + QUICK_LEARNER_XP_PER_LEVEL * (levels.quick_learner ?? 0),
    effectiveness: 1 + DEEP_FOCUS_EFFECTIVENESS_PER_LEVEL * (levels.deep_focus ?? 0),
  };
}

/** [TR26] The ledger transaction of a reset: the player pays the house SKILL_RESET_COST_MILLI. */
export function skillResetTransaction(userId: string, ref: string): LedgerTransaction {
  return {
    kind: "skill_reset",
    ref,
    postings: [
      { account: playerAccount(userId), amount: -SKILL_RESET_COST_MILLI },
      { account: HOUSE_ACCOUNT, amount: SKILL_RESET_COST_MILLI },
    ],
  };
}
