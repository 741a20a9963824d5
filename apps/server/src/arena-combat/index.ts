// The arena-combat domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { arenaCombatRoutes, installArenaCombat } from "./routes";
