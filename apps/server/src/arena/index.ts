// The arena domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { beginLiveBattles, createLiveBattles, unfinishedBattlesOfUsers } from "./live/index";
export { guardSpectating, installLiveArena } from "./live/install";
export { liveNowRoutes } from "./live/live-now-routes";
export { practiceRoutes } from "./practice-routes";
export { challengeRoutes } from "./queue/challenge-routes";
export type { ArenaQueueOptions } from "./queue/install";
export { installArenaQueue } from "./queue/install";
export { queueStatusRoutes } from "./queue/status-routes";
export { invitationBattleHooks, queueBattleHooks } from "./wiring";
