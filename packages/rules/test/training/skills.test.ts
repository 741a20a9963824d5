// Skill tree rules: the catalogue, points, raising, auto-allocation by style, reset, and effects in training and battle.
import { describe, expect, it } from "vitest";
import { runBattle } from "../../src/battle/engine";
import { buildProfile } from "../../src/battle/profile";
import { applySkills, skillTotals } from "../../src/battle/skills";
import type { Fighter } from "../../src/battle/types";
import { sumPostings } from "../../src/economy/ledger";
import {
  autoAllocate,
  canRaise,
  canReset,
  cleanSkillLevels,
  pointsAvailable,
  pointsSpent,
  raiseSkill,
  SKILL_RESET_COST_MILLI,
  SKILL_TREES,
  SKILLS,
  skillResetTransaction,
  trainingBonuses,
} from "../../src/training/skills";
import { battleInput, makeFighter, makeOpponent } from "../battle/builders";
import { report } from "../battle/report";

/** Wins of `a` over `b` in `n` seeded battles (seeds 1..n). */
function winRate(a: Fighter, b: Fighter, n: number): number {
  let wins = 0;
  for (let seed = 1; seed <= n; seed += 1) {
    if (runBattle(battleInput({ seed, a, b })).winnerAntId === a.antId) wins += 1;
  }
  return wins / n;
}

describe("skill tree", () => {
  it("[TR20] four trees of five skills, costs 1 to 6, maximum levels 1 to 5, requirements inside the catalogue", () => {
    expect(SKILL_TREES).toEqual(["combat", "agility", "mental", "survival"]);
    for (const tree of SKILL_TREES) expect(SKILLS.filter((s) => s.tree === tree)).toHaveLength(5);
    expect(Math.min(...SKILLS.map((s) => s.cost))).toBe(1);
    expect(Math.max(...SKILLS.map((s) => s.cost))).toBe(6);
    expect(Math.min(...SKILLS.map((s) => s.maxLevel))).toBe(1);
    expect(Math.max(...SKILLS.map((s) => s.maxLevel))).toBe(5);
    const ids = new Set(SKILLS.map((s) => s.id));
    for (const skill of SKILLS) {
      for (const [needed, level] of Object.entries(skill.requires)) {
        expect(ids.has(needed)).toBe(true);
        expect(level).toBeLessThanOrEqual(SKILLS.find((s) => s.id === needed)?.maxLevel ?? 0);
      }
    }
    expect(cleanSkillLevels({ power_strike: 9, nope: 1, quick_step: 0, evasion: 1.5, flurry: "2" })).toEqual({
      power_strike: 5,
    });
    expect(cleanSkillLevels(null)).toEqual({});
  });

  it("[TR21] points = floor(total_experience / 50) − cost × level spent", () => {
    expect(pointsAvailable(0, {})).toBe(0);
    expect(pointsAvailable(149, {})).toBe(2);
    expect(pointsSpent({ power_strike: 2, precise_aim: 1 })).toBe(4);
    expect(pointsAvailable(500, { power_strike: 2, precise_aim: 1 })).toBe(6);
    expect(pointsAvailable(50, { berserker: 1 })).toBe(0);
  });

  it("[TR22] a skill rises only with points, below its maximum and with its requirements met", () => {
    expect(canRaise("power_strike", {}, 49)).toEqual({
      ok: false,
      reason: "Not enough skill points for Power Strike: it costs 1, you have 0",
    });
    expect(canRaise("power_strike", {}, 50)).toMatchObject({ ok: true });
    expect(canRaise("precise_aim", {}, 1000)).toEqual({
      ok: false,
      reason: "Precise Aim requires Power Strike level 1",
    });
    expect(canRaise("precise_aim", { power_strike: 1 }, 1000)).toMatchObject({ ok: true });
    expect(canRaise("power_strike", { power_strike: 5 }, 10_000)).toEqual({
      ok: false,
      reason: "Power Strike is already at its maximum level",
    });
    expect(canRaise("luck", {}, 10_000)).toMatchObject({ ok: false, unknown: true, reason: "Unknown skill: luck" });
    expect(raiseSkill({ power_strike: 1 }, "power_strike")).toEqual({ power_strike: 2 });
  });

  it("[TR23] battle effects change the profile, and nothing at all without skills", () => {
    const a = makeFighter();
    const b = makeOpponent();
    const plain = buildProfile(a, b, "basic");
    expect(buildProfile({ ...a, skills: {} }, { ...b, skills: {} }, "basic")).toEqual(plain);
    expect(applySkills(plain, undefined, {})).toBe(plain);
    const strong = buildProfile({ ...a, skills: { power_strike: 5, precise_aim: 3 } }, b, "basic");
    expect(strong.rawDamage).toBeCloseTo(plain.rawDamage * 1.15, 10);
    expect(strong.hitChance).toBeCloseTo(plain.hitChance + 0.06, 10);
    const dodged = buildProfile(a, { ...b, skills: { evasion: 2, hardened: 1 } }, "basic");
    expect(dodged.hitChance).toBeCloseTo(plain.hitChance - 0.04, 10);
    expect(dodged.armorAgainst).toBeCloseTo(plain.armorAgainst + 0.5, 10);
    expect(skillTotals({ thick_shell: 5, last_stand: 1, unknown: 3 }).guard).toBeCloseTo(0.25, 10);
    const same = runBattle(battleInput({ seed: 99 }));
    expect(runBattle(battleInput({ seed: 99, a: { ...a, skills: {} }, b: { ...b, skills: {} } }))).toEqual(same);
  });

  it("[TR23] skills change seeded battle outcomes measurably (1,000 battles each)", () => {
    const a = makeFighter();
    const b = makeOpponent();
    const base = winRate(a, b, 1000);
    const combat = winRate({ ...a, skills: { power_strike: 5, precise_aim: 3, critical_eye: 1 } }, b, 1000);
    const survival = winRate({ ...a, skills: { thick_shell: 5, second_wind: 3 } }, b, 1000);
    const agility = winRate({ ...a, skills: { quick_step: 5, evasion: 3, flurry: 1 } }, b, 1000);
    report(
      `[TR23] win rate of equal ants over 1,000 seeds: none ${base}, combat (14 points) ${combat}, survival (11 points) ${survival}, agility (14 points) ${agility}`,
    );
    expect(base).toBeGreaterThan(0.4);
    expect(base).toBeLessThan(0.6);
    for (const rate of [combat, survival, agility]) expect(rate).toBeGreaterThan(base + 0.1);
  });

  it("[TR24] training skills: Quick Learner +5% experience, Deep Focus +10% effectiveness per level", () => {
    expect(trainingBonuses({})).toEqual({ experience: 1, effectiveness: 1 });
    const bonus = trainingBonuses({ quick_learner: 5, deep_focus: 2 });
    expect(bonus.experience).toBeCloseTo(1.25, 10);
    expect(bonus.effectiveness).toBeCloseTo(1.2, 10);
  });

  it("[TR25] auto-allocation spends every point it can, in the trees of the ant's style", () => {
    const aggressive = autoAllocate({}, 500, "aggressive");
    expect(pointsAvailable(500, aggressive.levels)).toBe(0);
    expect(aggressive.raised.slice(0, 5)).toEqual(Array(5).fill("power_strike"));
    expect(aggressive.levels).toEqual({ power_strike: 5, precise_aim: 2, thick_shell: 1 });
    expect(autoAllocate({}, 250, "tactical").levels).toEqual({ quick_learner: 5 });
    expect(autoAllocate({}, 250, "agile").levels).toEqual({ quick_step: 5 });
    expect(autoAllocate({}, 250, "defensive").levels).toEqual({ thick_shell: 5 });
    expect(autoAllocate({}, 200, "balanced").levels).toEqual({
      power_strike: 1,
      quick_step: 1,
      quick_learner: 1,
      thick_shell: 1,
    });
    for (const style of ["aggressive", "defensive", "agile", "tactical", "balanced"] as const) {
      const all = autoAllocate({}, 100_000, style);
      expect(pointsSpent(all.levels)).toBe(136);
    }
    expect(autoAllocate({ power_strike: 1 }, 50, "aggressive").raised).toEqual([]);
  });

  it("[TR26] a reset costs 0.5 paid to the house by a balanced ledger transaction", () => {
    expect(SKILL_RESET_COST_MILLI).toBe(500);
    expect(canReset({})).toBe(false);
    expect(canReset({ power_strike: 1 })).toBe(true);
    const tx = skillResetTransaction("u1", "ant:1");
    expect(tx).toEqual({
      kind: "skill_reset",
      ref: "ant:1",
      postings: [
        { account: "player:u1", amount: -500 },
        { account: "house", amount: 500 },
      ],
    });
    expect(sumPostings(tx.postings)).toBe(0);
  });
});
