// The training-games feature's public entry: the Training Games tab of the Training Arena page.
export { TrainingGamesTab } from "./components/TrainingGamesTab";
