// The training domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { withSkills } from "./fighter-skills";
export { trainingGameRoutes } from "./games/routes";
export { trainingRoutes } from "./routes";
export { isTrainingNow, lockSettledAnt, settleColony, settlementDue, settleOwnedAnt } from "./settle";
