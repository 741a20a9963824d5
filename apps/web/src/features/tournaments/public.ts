// The tournaments feature's public entry: the Tournaments tab of the Battle Arena.
export { TournamentsPanel } from "./components/TournamentsPanel";
