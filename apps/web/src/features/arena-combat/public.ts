// The Arena Combat feature's public entry: the Battle Arena's 'Arena Combat' tab.
export { ArenaCombatPanel, REPLAY_PARAM } from "./components/ArenaCombatPanel";
