// A card at the top of every page when something the player started ended (a training session, a breeding ready to
// hatch, a treatment, a schedule day): the server sends it only while 'Training completion' notices are on. The bell
// gets a notice of the same ending; closing the card or following its link marks that notice read, so what the
// player has already seen is not counted again in the bell.
import type { NotificationKind } from "@antbrawl/protocol/notifications";
import type { ServerMessageOf } from "@antbrawl/protocol/ws-server";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useLiveMessages } from "../../lib/live/use-live";
import { useAppDispatch, useAppSelector } from "../../lib/store/hooks";

type Ended = ServerMessageOf<"training_completed">;

const WHERE: Record<Ended["kind"], { to: string; label: string; notice: NotificationKind }> = {
  training: { to: "/training", label: "Train again", notice: "training_finished" },
  schedule_day: { to: "/training", label: "Open the Training Arena", notice: "training_finished" },
  breeding: { to: "/ant-lab?tab=breeding", label: "Hatch the eggs", notice: "breeding_finished" },
  treatment: { to: "/ant-lab?tab=medical", label: "See the Medical Center", notice: "treatment_finished" },
};

/** A bell notice this close in time to a card (either first) is the same ending. */
const SAME_ENDING_MS = 10_000;
/** Bell notices remembered for pairing. */
const REMEMBERED = 10;

interface Arrival {
  id: string;
  kind: NotificationKind;
  atMs: number;
}

export function CompletionNotice() {
  const userId = useAppSelector((s) => s.user.user?.id);
  const dispatch = useAppDispatch();
  const [done, setDone] = useState<{ ended: Ended; atMs: number } | null>(null);
  const notices = useRef<Arrival[]>([]);
  useLiveMessages("training_completed", (ended) => setDone({ ended, atMs: Date.now() }));
  useLiveMessages("notification", ({ notification }) => {
    const arrival = { id: notification.id, kind: notification.kind, atMs: Date.now() };
    notices.current = [...notices.current.slice(1 - REMEMBERED), arrival];
  });

  const dismiss = () => {
    if (done && userId) {
      const kind = WHERE[done.ended.kind].notice;
      const ids = notices.current
        .filter((notice) => notice.kind === kind && Math.abs(notice.atMs - done.atMs) <= SAME_ENDING_MS)
        .map((notice) => notice.id);
      // The notification centre (and RTK Query with it) loads only now, so the first page load stays without it.
      if (ids.length > 0) {
        void import("../../features/notifications/public").then(({ markNoticesRead }) =>
          dispatch(markNoticesRead({ userId, body: { ids } })),
        );
      }
    }
    setDone(null);
  };
  const where = done ? WHERE[done.ended.kind] : null;
  return (
    <div className="item-won-area" aria-live="polite">
      {done && where ? (
        <div className="item-won card" role="status">
          <span aria-hidden="true">✅</span>
          <p>
            {done.ended.text}.{" "}
            <Link to={where.to} onClick={dismiss}>
              {where.label}
            </Link>
          </p>
          <button type="button" className="btn btn-small btn-secondary" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
