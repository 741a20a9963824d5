// The live arena's public face: create a live battle in a transaction, begin it after commit, count the running ones.
export { createLiveBattle, createLiveBattles } from "./create";
export { beginLiveBattle, beginLiveBattles } from "./install";
export { createPracticeBattle } from "./practice";

export { unfinishedBattlesOfUsers } from "./repository";
