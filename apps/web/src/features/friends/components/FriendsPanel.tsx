// The Ant Arena tab's Friends panel: search, incoming requests with Accept/Decline, friends with online status.
import { useAppSelector } from "../../../lib/store/hooks";
import { useFriendsLiveNotices } from "../hooks/use-friends-live";
import { type OnNotice, useNotice } from "../notice";
import { FriendRequestsList } from "./FriendRequestsList";
import { FriendSearch } from "./FriendSearch";
import { FriendsList } from "./FriendsList";
import { NoticeLine } from "./NoticeLine";
import "./friends.css";

export function FriendsPanel({ onNotice }: { onNotice?: OnNotice }) {
  const userId = useAppSelector((s) => s.user.user?.id ?? null);
  const [notice, notify] = useNotice(onNotice);
  useFriendsLiveNotices(notify);
  if (!userId) return null;
  return (
    <div className="friends-panel">
      <NoticeLine notice={notice} />
      <FriendSearch userId={userId} detailed={false} notify={notify} />
      <FriendRequestsList userId={userId} showDates={false} notify={notify} />
      <FriendsList userId={userId} detailed={false} notify={notify} />
    </div>
  );
}
