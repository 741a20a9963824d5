// The auth domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { authRoutes } from "./routes";
export { authUserRoutes } from "./user-routes";
