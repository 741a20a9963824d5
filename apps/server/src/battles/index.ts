// The battles domain's front door: what other domains and app.ts may use; its tables and repositories stay private.

export type { BatchSweeper } from "./batch-sweeper";
export { createBatchSweeper } from "./batch-sweeper";
export { claimReadyAnt } from "./claim";
export { expireScheduledBattles } from "./expiry";
export { installExpirySweeper } from "./expiry-sweeper";
export { appearanceOf, inTreatmentAt, readinessOf } from "./fighter";
export { battleHistory } from "./history";
export { loadBattle } from "./load";
export { battleFinishedMessage } from "./messages";
export { diceCommitmentOf, newDice, participantFor, participantWith } from "./new-battle";
export { settleLiveBattle } from "./play";
export { presentBattle } from "./present";
export { storedBattleInput } from "./replay";
export type { BattleRow, LiveTurnRecord, ParticipantRow } from "./repository";
export {
  cancelInProgress as cancelInProgressBattle,
  findBattle,
  findBattles,
  insertBattle,
  insertBattles,
  lastQueueOpponent,
  lastQueueOpponents,
  lockInProgress as lockBattleInProgress,
  participantsOf,
  recordLiveTurns,
} from "./repository";
export { battleRoutes } from "./routes";
export type { Fight, Settlement } from "./settle";
export { settleBattle } from "./settle";
export { userBattleRoutes } from "./user-routes";
