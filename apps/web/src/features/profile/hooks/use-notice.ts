// The banner's state: the current notice, cleared NOTICE_MS after it was shown (a newer one restarts the timer).
import { useCallback, useEffect, useState } from "react";
import { NOTICE_MS, type Notice, type Notify } from "../notice";

interface Shown extends Notice {
  id: number;
}

let shownCount = 0;

/** The notice to show, a stable `notify` to show one, and `dismiss` to close it early. */
export function useNotice(): { notice: Notice | null; notify: Notify; dismiss: () => void } {
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
