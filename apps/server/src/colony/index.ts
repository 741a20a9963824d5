// The colony domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { recordEvents } from "./achievements";
export { recordAntEvent } from "./ant-events-repository";
export { currentVitals } from "./ant-state";
export type { AntBattleChanges, TrainingColumns } from "./ant-writes-repository";
export {
  claimAnt,
  markAntsInBattle,
  releaseAntFromBattle,
  writeAntBattleResult,
  writeAntTraining,
  writeTreatedAnt,
} from "./ant-writes-repository";
export { antForUpdateOr404, lockColony } from "./ants";
export type { AntRow } from "./ants-repository";
export { antNamesOf, countAnts, findAnt, getAntForUpdate, insertAnt, lockAnt, vitalsColumns } from "./ants-repository";
export { presentAnt, presentStats } from "./present-ant";
export { antRoutes } from "./routes";
export type { ColonySettle } from "./settle-hooks";
export { antRecordTestRoutes } from "./test-routes";
