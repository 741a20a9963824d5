// The colony domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { recordEvents } from "./achievements";
export { recordAntEvent } from "./ant-events-repository";
export { currentVitals } from "./ant-state";

export {
  claimAnt,
  markAntsInBattle,
  releaseAntFromBattle,
  releaseAntsFromBattle,
  writeAntTraining,
  writeTreatedAnt,
} from "./ant-writes-repository";
export { antForUpdateOr404, lockColony } from "./ants";
export type { AntRow } from "./ants-repository";
export {
  antNamesOf,
  countAnts,
  findAnt,
  getAntForUpdate,
  insertAnt,
  lockAnt,
  lockAnts,
  vitalsColumns,
} from "./ants-repository";
export { colonyEventHandlers } from "./events";
export { presentAnt, presentStats } from "./present-ant";
export { antRoutes } from "./routes";
export type { ColonySettle } from "./settle-hooks";
export { antRecordTestRoutes } from "./test-routes";
