// The battle feature's light entry for the live Ant Arena: the stage canvas, fighter gauges and log of the viewer.
import "./components/viewer/viewer.css";

export { BattleCanvas } from "./components/viewer/BattleCanvas";
export { BattleLog } from "./components/viewer/BattleLog";
export { FighterGauge } from "./components/viewer/FighterGauge";
