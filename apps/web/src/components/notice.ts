// The notice a section raises for the player (a banner on the profile, or a line in place): one shape for all.
import { useCallback, useEffect, useState } from "react";

type NoticeKind = "error" | "success" | "info";

export interface Notice {
  kind: NoticeKind;
  text: string;
}

/** Shows a notice; a newer one replaces the shown one and restarts its time. */
export type Notify = (notice: Notice) => void;

/** How long a notice stays (spec 000 §9: banner duration 5 seconds). */
const NOTICE_MS = 5000;

interface Shown extends Notice {
  id: number;
}

let shownCount = 0;

/**
 * The notice to show, a stable `notify` to show one, and `dismiss` to close it early; it clears NOTICE_MS after it
 * was shown (a newer one restarts the time).
 */
export function useTimedNotice(): { notice: Notice | null; notify: Notify; dismiss: () => void } {
  const [notice, setNotice] = useState<Shown | null>(null);
  const notify = useCallback<Notify>((next) => {
    shownCount += 1;
    setNotice({ kind: next.kind, text: next.text, id: shownCount });
  }, []);
  const dismiss = useCallback(() => setNotice(null), []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return { notice, notify, dismiss };
}
