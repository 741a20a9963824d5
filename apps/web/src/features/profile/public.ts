// The profile feature's public entry: the page and the contract of its plug-in slots.

export { ProfilePage } from "./components/ProfilePage";
export { PushPreference } from "./components/PushPreference";
export type { Notify } from "./notice";
