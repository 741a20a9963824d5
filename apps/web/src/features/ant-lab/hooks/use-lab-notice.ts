// The laboratory's notice: one at a time, a newer one replaces it, and it stays until the player dismisses it.
import { useCallback, useState } from "react";
import type { Notice, Notify } from "../../../components/notice";

/** The shown notice, `notify` to show one (stable) and `dismiss` to close it. */
export function useLabNotice(): { notice: Notice | null; notify: Notify; dismiss: () => void } {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((next) => setNotice({ kind: next.kind, text: next.text }), []);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, notify, dismiss };
}
