// Live friend notices as words for the player: a request arrived, a request was accepted.
import { useLiveMessages } from "../../../lib/live/use-live";
import type { OnNotice } from "../notice";

/** Raises an info notice when a request arrives and a success notice when one is accepted (lists refresh by tags). */
export function useFriendsLiveNotices(notify: OnNotice): void {
  useLiveMessages("friend_request_received", (message) =>
    notify({ kind: "info", text: `${message.requester_username} sent you a friend request` }),
  );
  useLiveMessages("friend_request_accepted", (message) =>
    notify({ kind: "success", text: `You and ${message.friend_username} are now friends` }),
  );
}
