// An ant's skills carried into battle: the one place fighters get their skill tree (rule TR23 applies them).
import type { Fighter } from "@antbrawl/rules/battle/types";
import { cleanSkillLevels } from "@antbrawl/rules/training/skills";
import type { AntRow } from "../colony";

/** The fighter with the ant's skills; the very same fighter when the ant has none (so nothing changes for it). */
export function withSkills(fighter: Fighter, row: AntRow): Fighter {
  const skills = cleanSkillLevels(row.skills);
  return Object.keys(skills).length === 0 ? fighter : { ...fighter, skills };
}
