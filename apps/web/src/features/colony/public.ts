// The colony feature's public entry: the only module other features and app/ may import from it.

export { ColonyCanvas } from "./components/ColonyCanvas";
export { activityOf, ColonyPanel } from "./components/ColonyPanel";
