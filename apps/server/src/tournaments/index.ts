// The tournaments domain's front door: what app.ts may use; its tables and repositories stay private.
export { installTournaments } from "./driver";
export { tournamentRoutes } from "./routes";
