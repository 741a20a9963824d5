// Ant level from experience (spec 000 §4, 001 §9): one level per 100 experience.

/** [L1] Experience per level. */
export const LEVEL_STEP = 100;

function experienceOf(totalExperience: number): number {
  return Number.isFinite(totalExperience) ? Math.max(0, totalExperience) : 0;
}

/** [L1] floor(total_experience / 100) + 1; negative or non-finite experience counts as 0. */
export function levelFor(totalExperience: number): number {
  return Math.floor(experienceOf(totalExperience) / LEVEL_STEP) + 1;
}

/** [L2] Progress within the current level, for a level bar: experience into it and still needed for the next. */
export function levelProgress(totalExperience: number): { level: number; intoLevel: number; toNext: number } {
  const experience = experienceOf(totalExperience);
  const intoLevel = experience % LEVEL_STEP;
  return { level: levelFor(experience), intoLevel, toNext: LEVEL_STEP - intoLevel };
}
