// Friend requests waiting for the player's answer, each with Accept and Decline.
import { useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useFriendRequestsQuery, useRespondFriendRequestMutation } from "../api/friends-api";
import { type OnNotice, SOCIAL_TEXTS } from "../notice";

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export function FriendRequestsList(props: { userId: string; showDates: boolean; notify: OnNotice }) {
  const { userId, showDates, notify } = props;
  const requests = useFriendRequestsQuery(userId);
  const [respond] = useRespondFriendRequestMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const list = requests.data?.friend_requests ?? [];

  const answer = async (friendshipId: string, accept: boolean) => {
    setBusy(friendshipId);
    try {
      const result = await respond({ userId, friendshipId, accept }).unwrap();
      notify({ kind: "success", text: result.message });
    } catch (error) {
      notify({ kind: "error", text: errorText(error, SOCIAL_TEXTS.respondFailed) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="friends-section" aria-labelledby={`${userId}-requests`}>
      <h3 id={`${userId}-requests`} className="friends-heading">
        Friend Requests {list.length > 0 ? <span className="count-badge">{list.length}</span> : null}
      </h3>
      {list.length === 0 ? (
        <p className="muted small">No pending requests</p>
      ) : (
        <ul className="friends-list" aria-label="Friend requests">
          {list.map((request) => (
            <li key={request.friendship_id} className="friends-item">
              <div className="friends-who">
                <strong>{request.requester_username}</strong>
                {showDates ? (
                  <span className="muted small">{DATE.format(new Date(request.created_at))}</span>
                ) : (
                  <span className="muted small">wants to be friends</span>
                )}
              </div>
              <div className="friends-actions">
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  disabled={busy === request.friendship_id}
                  onClick={() => void answer(request.friendship_id, true)}
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={busy === request.friendship_id}
                  onClick={() => void answer(request.friendship_id, false)}
                >
                  Decline
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
