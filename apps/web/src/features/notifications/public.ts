// What other code uses from the notification centre: the bell (with its panel) for the top bar, and marking notices
// read (the completion card marks the notice of what it showed).
export { useMarkNotificationsReadMutation } from "./api/notifications-api";
export { NotificationBell } from "./components/NotificationBell";
