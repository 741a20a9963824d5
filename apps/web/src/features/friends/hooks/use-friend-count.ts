// Counts for headers and badges: the player's friends and their pending friend requests; the friends themselves.
import type { Friend } from "@antbrawl/protocol/social";
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

/** The signed-in player's friends (empty while loading or signed out) and whether they are still loading. */
export function useFriends(): { friends: readonly Friend[]; isLoading: boolean } {
  const userId = useUserId();
  const query = useFriendsQuery(userId ?? skipToken);
  return { friends: query.data?.friends ?? [], isLoading: query.isLoading };
}
