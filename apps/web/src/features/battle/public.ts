// The battle feature's public entry: the only module other features and app/ may import from it.
export { BattleArenaPage } from "./components/BattleArenaPage";
