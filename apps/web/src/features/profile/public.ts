// The profile feature's public entry: the page and the contract of its plug-in slots.

export { ProfilePage } from "./components/ProfilePage";
export type { Notify } from "./notice";
