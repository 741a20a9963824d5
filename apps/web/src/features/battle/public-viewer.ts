// The battle feature's light entry for the live Ant Arena: the stage canvas, fighter gauges, log and fair dice panel.
import "./components/viewer/viewer.css";

export { DiceProof } from "./components/proof/DiceProof";
export { BattleCanvas } from "./components/viewer/BattleCanvas";
export { BattleLog } from "./components/viewer/BattleLog";
export { BattleSummary } from "./components/viewer/BattleSummary";
export { BattleViewer } from "./components/viewer/BattleViewer";
export { FighterGauge } from "./components/viewer/FighterGauge";
export { useBattleSounds } from "./hooks/use-battle-sounds";
export { useReplay } from "./hooks/use-replay";
