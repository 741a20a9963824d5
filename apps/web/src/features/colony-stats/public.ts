// The colony statistics feature's public entry: the page for the router.
export { ColonyStatsPage } from "./components/ColonyStatsPage";
