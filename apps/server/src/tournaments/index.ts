// The tournaments domain's front door: what app.ts may use; its tables and repositories stay private.
export { installTournaments } from "./driver";
export { tournamentHistoryRoutes } from "./history-routes";
export { tournamentRoutes } from "./routes";
