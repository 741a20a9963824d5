// The notification centre's front door (issue 28): what app.ts and tests may use; its tables and SQL stay private.
export { firstCritical, sweepDue } from "./due";
export { installNotifications } from "./install";
export { pushKeyRoutes, pushSubscriptionRoutes } from "./push/routes";
export { notificationRoutes } from "./routes";
