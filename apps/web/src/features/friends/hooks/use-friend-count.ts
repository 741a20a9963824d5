// Counts for headers and badges: the player's friends and their pending friend requests.
import { skipToken } from "@reduxjs/toolkit/query";
import { useAppSelector } from "../../../lib/store/hooks";
import { useFriendRequestsQuery, useFriendsQuery } from "../api/friends-api";

const useUserId = () => useAppSelector((s) => s.user.user?.id ?? null);

/** How many friends the signed-in player has (0 while loading or signed out). */
export function useFriendCount(): number {
  const userId = useUserId();
  return useFriendsQuery(userId ?? skipToken).data?.friends.length ?? 0;
}

/** How many friend requests wait for the signed-in player's answer. */
export function usePendingRequestCount(): number {
  const userId = useUserId();
  return useFriendRequestsQuery(userId ?? skipToken).data?.friend_requests.length ?? 0;
}
