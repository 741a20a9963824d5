// What other code uses from friends: the arena's Friends panel, the profile's tab and preferences, and the counts.
export { FriendsPanel } from "./components/FriendsPanel";
export { FriendsSocialTab } from "./components/FriendsSocialTab";
export { PreferencesForm } from "./components/PreferencesForm";
export { useFriendCount, useFriends, usePendingRequestCount } from "./hooks/use-friend-count";
export type { FriendsNotice } from "./notice";
