// The bell in the top bar: the unread count, and the notification panel under it (closes on Escape or outside click).
import { useEffect, useRef, useState } from "react";
import { useLiveMessages } from "../../../lib/live/use-live";
import { play } from "../../../lib/sound/sound";
import { useAppSelector } from "../../../lib/store/hooks";
import { useNotificationsQuery } from "../api/notifications-api";
import { NotificationPanel } from "./NotificationPanel";
import "./notifications.css";

export function NotificationBell() {
  const userId = useAppSelector((s) => s.user.user?.id ?? null);
  const list = useNotificationsQuery(userId ?? "", { skip: !userId });
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useLiveMessages("notification", () => play("notification"));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (!userId) return null;
  const unread = list.data?.unread_count ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
  return (
    <div className="notif" ref={box}>
      <button
        type="button"
        className="notif-bell"
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        title={label}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">🔔</span>
        {unread > 0 ? (
          <span className="notif-count" aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <NotificationPanel
          userId={userId}
          notifications={list.data?.notifications ?? []}
          loading={list.isLoading}
          unread={unread}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
