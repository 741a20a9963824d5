// The training feature's public entry: the Training Arena page.
export { TrainingArenaPage } from "./components/TrainingArenaPage";
