// The notification panel: notices newest first, each leading to its screen; invitations answered inline; mark read.
import type { Notification } from "@antbrawl/protocol/notifications";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorText } from "../../../lib/api/api-error";
import { useAnswerInvitationMutation, useMarkNotificationsReadMutation } from "../api/notifications-api";

const ICONS: Record<Notification["kind"], string> = {
  friend_request: "👋",
  friend_accepted: "🤝",
  battle_invitation: "⚔️",
  invitation_accepted: "⚔️",
  training_finished: "🏋️",
  treatment_finished: "🩺",
  breeding_finished: "🥚",
  need_critical: "⚠️",
  battle_result: "🛡️",
  achievement: "🏆",
};

/** "just now", "5 min ago", "3 h ago", else the date. */
function ago(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return new Date(iso).toLocaleDateString();
}

interface Props {
  userId: string;
  notifications: Notification[];
  loading: boolean;
  unread: number;
  onClose(): void;
}

export function NotificationPanel({ userId, notifications, loading, unread, onClose }: Props) {
  const navigate = useNavigate();
  const [markRead] = useMarkNotificationsReadMutation();
  const [answer, answering] = useAnswerInvitationMutation();
  const [said, setSaid] = useState<Record<string, string>>({});

  const read = (ids: string[]) => void markRead({ userId, body: { ids } });
  const open = (notice: Notification) => {
    if (!notice.read) read([notice.id]);
    onClose();
    navigate(notice.link);
  };
  /** Accepting asks which ant fights: the Ant Arena's invitation list opens with that invitation's picker. */
  const accept = (notice: Notification) => {
    if (!notice.invitation_id) return;
    if (!notice.read) read([notice.id]);
    onClose();
    navigate(`/battle?tab=arena&invitation=${encodeURIComponent(notice.invitation_id)}`);
  };
  const decline = async (notice: Notification) => {
    if (!notice.invitation_id) return;
    try {
      const result = await answer({ userId, invitationId: notice.invitation_id, accept: false }).unwrap();
      setSaid((s) => ({ ...s, [notice.id]: result.message || "Declined" }));
      if (!notice.read) read([notice.id]);
    } catch (error) {
      setSaid((s) => ({ ...s, [notice.id]: errorText(error, "The invitation could not be answered") }));
    }
  };

  return (
    <div className="notif-panel card" role="dialog" aria-label="Notifications">
      <div className="notif-head">
        <h2 className="notif-title">Notifications</h2>
        <button
          type="button"
          className="btn btn-small btn-secondary"
          disabled={unread === 0}
          onClick={() => void markRead({ userId, body: { all: true } })}
        >
          Mark all read
        </button>
      </div>
      {loading ? <p className="muted small">Loading…</p> : null}
      {!loading && notifications.length === 0 ? <p className="muted small notif-empty">Nothing new yet</p> : null}
      <ul className="notif-list">
        {notifications.map((notice) => (
          <li key={notice.id} className={notice.read ? "notif-item" : "notif-item is-unread"}>
            <span className="notif-icon" aria-hidden="true">
              {ICONS[notice.kind]}
            </span>
            <div className="notif-text">
              <button type="button" className="notif-open" onClick={() => open(notice)}>
                <strong>{notice.title}</strong>
                <span>{notice.body}</span>
              </button>
              <span className="muted small">
                {notice.read ? "" : "New · "}
                {ago(notice.created_at)}
              </span>
              {notice.kind === "battle_invitation" && notice.invitation_id ? (
                said[notice.id] ? (
                  <p className="small notif-said" role="status">
                    {said[notice.id]}
                  </p>
                ) : (
                  <div className="notif-actions">
                    <button
                      type="button"
                      className="btn btn-primary btn-small"
                      disabled={answering.isLoading}
                      onClick={() => accept(notice)}
                    >
                      Accept
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      disabled={answering.isLoading}
                      onClick={() => void decline(notice)}
                    >
                      Decline
                    </button>
                  </div>
                )
              ) : null}
            </div>
            {notice.read ? null : (
              <button
                type="button"
                className="notif-mark"
                aria-label={`Mark read: ${notice.title}`}
                title="Mark read"
                onClick={() => read([notice.id])}
              >
                ✓
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
