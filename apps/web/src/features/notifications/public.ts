// What other code uses from the notification centre: the bell (with its panel) for the top bar, and marking notices
// read (the completion card marks the notice of what it showed). Load it lazily: it brings RTK Query.
export { markNoticesRead } from "./api/notifications-api";
export { NotificationBell } from "./components/NotificationBell";
