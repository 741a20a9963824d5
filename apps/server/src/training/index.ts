// The training domain's front door: what other domains and app.ts may use; its tables and repositories stay private.

export { installCompletionSweeper } from "./completions";
export { withSkills } from "./fighter-skills";
export { trainingGameRoutes } from "./games/routes";
export { trainingRoutes } from "./routes";
export {
  isTrainingNow,
  lockSettledAnt,
  settleColony,
  settleLockedAnt,
  settlementDue,
  settleOwnedAnt,
} from "./settle";
