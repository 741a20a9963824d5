// The Ant Arena tab's Friends panel: search, incoming requests with Accept/Decline, friends with online status;
// the arena adds its battle invitations and a per-friend action (Challenge) through two slots.
import type { Friend } from "@antbrawl/protocol/social";
import { type ReactNode, useCallback } from "react";
import { useAppSelector } from "../../../lib/store/hooks";
import { useFriendsLiveNotices } from "../hooks/use-friends-live";
import { type OnNotice, useNotice } from "../notice";
import { FriendRequestsList } from "./FriendRequestsList";
import { FriendSearch } from "./FriendSearch";
import { FriendsList } from "./FriendsList";
import { NoticeLine } from "./NoticeLine";
import "./friends.css";

interface Props {
  onNotice?: OnNotice;
  /** Also told every notice, which still shows in place (the arena's message box). */
  echo?: OnNotice;
  /** Shown after the friend requests (the arena's battle invitations). */
  invitations?: ReactNode;
  /** An action beside each friend (the arena's Challenge button). */
  friendAction?: (friend: Friend) => ReactNode;
}

export function FriendsPanel({ onNotice, echo, invitations, friendAction }: Props) {
  const userId = useAppSelector((s) => s.user.user?.id ?? null);
  const [notice, raise] = useNotice(onNotice);
  const notify = useCallback<OnNotice>(
    (next) => {
      raise(next);
      echo?.(next);
    },
    [raise, echo],
  );
  useFriendsLiveNotices(notify);
  if (!userId) return null;
  return (
    <div className="friends-panel">
      <NoticeLine notice={notice} />
      <FriendSearch userId={userId} detailed={false} notify={notify} />
      <FriendRequestsList userId={userId} showDates={false} notify={notify} />
      {invitations}
      <FriendsList userId={userId} detailed={false} notify={notify} action={friendAction} />
    </div>
  );
}
