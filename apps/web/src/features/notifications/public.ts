// What other code uses from the notification centre: the bell (with its panel) for the top bar.
export { NotificationBell } from "./components/NotificationBell";
