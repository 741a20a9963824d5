// Route paths of training, schedule and skills (shapes in ../training.ts).
import { route, SCOPES } from "./route";

/** Route paths of this area (the server registers them, the web calls them). */
export const TRAINING_PATHS = {
  train: route("POST", SCOPES.user, "/ants/:antId/train"),
  advice: route("GET", SCOPES.user, "/ants/:antId/training-advice"),
  schedule: route("GET", SCOPES.user, "/ants/:antId/schedule"),
  setSchedule: route("PUT", SCOPES.user, "/ants/:antId/schedule"),
  skills: route("GET", SCOPES.user, "/ants/:antId/skills"),
  autoAllocate: route("POST", SCOPES.user, "/ants/:antId/skills/auto-allocate"),
  resetSkills: route("POST", SCOPES.user, "/ants/:antId/skills/reset"),
  raiseSkill: route("POST", SCOPES.user, "/ants/:antId/skills/:skillId"),
} as const;
