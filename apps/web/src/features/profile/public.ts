// The profile feature's public entry: the page and the contract of its plug-in slots.
export type { ProfilePageProps } from "./components/ProfilePage";
export { ProfilePage } from "./components/ProfilePage";
export type { Notice, NoticeKind, Notify } from "./notice";
