// The game domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { winRatePercent } from "./leaderboard";
export { gameRoutes } from "./routes";
