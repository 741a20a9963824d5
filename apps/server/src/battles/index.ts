// The battles domain's front door: what other domains and app.ts may use; its tables and repositories stay private.

export type { BatchSweeper } from "./batch-sweeper";
export { createBatchSweeper } from "./batch-sweeper";
export { claimReadyAnt } from "./claim";
export type { Entrant, Settled } from "./consequences";
export { achievementEventsByUser, antChanges, fightsInPerson, recordBattleMemories } from "./consequences";
export { expireScheduledBattles } from "./expiry";
export { installExpirySweeper } from "./expiry-sweeper";
export { appearanceOf, inTreatmentAt, readinessOf } from "./fighter";
export { battleHistory } from "./history";
export { loadBattle } from "./load";
export { battleFinishedMessage } from "./messages";
export { newSeed, participantFor } from "./new-battle";
export { settleLiveBattle } from "./play";
export { presentBattle } from "./present";
export { storedBattleInput } from "./replay";
export type { BattleRow, ParticipantRow } from "./repository";
export {
  findBattle,
  insertBattle,
  markCompleted,
  participantsOf,
  updateParticipant,
} from "./repository";
export { battleRoutes } from "./routes";
export { userBattleRoutes } from "./user-routes";
