// The battle feature's light entry for the dashboard: the first-fight call without the arena page.
export { FirstFightCard, useFirstFightDue } from "./components/FirstFightCard";
