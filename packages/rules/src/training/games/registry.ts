// The four mini-games by id, so the server's replay and the browser's canvas pick the same rules.
import { boulderPush } from "./boulder-push";
import type { GameId } from "./constants";
import type { MiniGame } from "./game";
import { patternMemory } from "./pattern-memory";
import { targetPractice } from "./target-practice";
import { tunnelSprint } from "./tunnel-sprint";

/** [MG1] Each game id's rules. */
export const MINI_GAMES: Record<GameId, MiniGame> = {
  strength: boulderPush as MiniGame,
  speed: tunnelSprint as MiniGame,
  precision: targetPractice as MiniGame,
  memory: patternMemory as MiniGame,
};
