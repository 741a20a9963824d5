// The friends list: online dot and status; in the profile also W/L, rank, Challenge and Remove (after a confirm).
import type { Friend } from "@antbrawl/protocol/social";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorText } from "../../../lib/api/api-error";
import { useFriendsQuery, useRemoveFriendMutation } from "../api/friends-api";
import { type OnNotice, SOCIAL_TEXTS } from "../notice";

interface Props {
  userId: string;
  detailed: boolean;
  notify: OnNotice;
  /** A caller's action beside each friend in the short list. */
  action?: (friend: Friend) => ReactNode;
}

export function FriendsList({ userId, detailed, notify, action }: Props) {
  const friends = useFriendsQuery(userId);
  const [remove, removing] = useRemoveFriendMutation();
  const [leaving, setLeaving] = useState<Friend | null>(null);
  const list = friends.data?.friends ?? [];
  const online = list.filter((f) => f.is_online).length;

  const confirmRemove = async () => {
    if (!leaving) return;
    try {
      const answer = await remove({ userId, friendId: leaving.id }).unwrap();
      notify({ kind: "success", text: answer.message });
    } catch (error) {
      notify({ kind: "error", text: errorText(error, SOCIAL_TEXTS.removeFailed) });
    }
    setLeaving(null);
  };

  return (
    <section className="friends-section" aria-labelledby={`${userId}-friends`}>
      <h3 id={`${userId}-friends`} className="friends-heading">
        Friends{" "}
        <span className="muted small">
          {list.length} · {online} online
        </span>
      </h3>
      {friends.isLoading ? <p className="muted small">Loading friends…</p> : null}
      {friends.isSuccess && list.length === 0 ? (
        <div className="friends-empty">
          <p>No friends yet</p>
          <p className="muted small">Search for players by username and send them a friend request.</p>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="friends-list" aria-label="Friends">
          {list.map((friend) => (
            <li key={friend.id} className="friends-item">
              <div className="friends-who">
                <span className={`friends-dot${friend.is_online ? " is-online" : ""}`} aria-hidden="true" />
                <strong>{friend.username}</strong>
                <span className={`small ${friend.is_online ? "friends-online" : "muted"}`}>
                  {friend.is_online ? "Online" : "Offline"}
                </span>
              </div>
              {detailed ? (
                <>
                  <div className="friends-record small">
                    <span>
                      {friend.wins}W / {friend.losses}L
                    </span>
                    <span className="friends-rank">{friend.rank}</span>
                  </div>
                  <div className="friends-actions">
                    <Link to="/battle" className="btn btn-primary btn-small">
                      Challenge
                    </Link>
                    <button type="button" className="btn btn-secondary btn-small" onClick={() => setLeaving(friend)}>
                      Remove
                    </button>
                  </div>
                </>
              ) : (
                action?.(friend)
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {leaving ? (
        <ConfirmDialog
          title="Remove friend"
          confirmText="Remove"
          busyText="Removing..."
          busy={removing.isLoading}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setLeaving(null)}
        >
          <p>{SOCIAL_TEXTS.removeConfirm}</p>
          <p className="muted small">{leaving.username} will leave your friends list.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
