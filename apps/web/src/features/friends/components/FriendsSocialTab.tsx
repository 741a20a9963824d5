// The profile's Friends & Social tab: search with ids and statuses, dated requests, friends with W/L, rank and actions.
import { useAppSelector } from "../../../lib/store/hooks";
import { useFriendsLiveNotices } from "../hooks/use-friends-live";
import { type OnNotice, useNotice } from "../notice";
import { FriendRequestsList } from "./FriendRequestsList";
import { FriendSearch } from "./FriendSearch";
import { FriendsList } from "./FriendsList";
import { NoticeLine } from "./NoticeLine";
import "./friends.css";

export function FriendsSocialTab({ onNotice }: { onNotice?: OnNotice }) {
  const userId = useAppSelector((s) => s.user.user?.id ?? null);
  const [notice, notify] = useNotice(onNotice);
  useFriendsLiveNotices(notify);
  if (!userId) return null;
  return (
    <div className="friends-panel friends-social">
      {onNotice ? null : <NoticeLine notice={notice} />}
      <FriendSearch userId={userId} detailed notify={notify} />
      <FriendRequestsList userId={userId} showDates notify={notify} />
      <FriendsList userId={userId} detailed notify={notify} />
    </div>
  );
}
