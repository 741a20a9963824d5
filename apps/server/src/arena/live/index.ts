// The live arena's public face: create a live battle in a transaction, begin it after commit, count the running ones.
export { createLiveBattle, type NewLiveBattle } from "./create";
export { beginLiveBattle, installLiveArena } from "./install";
export { loadLiveBattle } from "./present";
export { countUnfinished as countLiveBattles, unfinishedBattlesOfUsers } from "./repository";
