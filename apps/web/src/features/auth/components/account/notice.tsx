// Account sections report to the profile's banner when given `onNotice`, and show their own inline line otherwise.
import { useCallback, useState } from "react";
import type { Notice, Notify } from "../../../../components/notice";

export type { Notice };
export type OnNotice = Notify;

/** `notify` sends a notice to `onNotice`, or keeps it for `inline` when there is no banner to send it to. */
export function useNotice(onNotice: OnNotice | undefined) {
  const [own, setOwn] = useState<Notice | null>(null);
  const notify = useCallback(
    (notice: Notice | null) => {
      if (notice && onNotice) onNotice(notice);
      else setOwn(notice);
    },
    [onNotice],
  );
  const inline = own ? (
    <p role={own.kind === "error" ? "alert" : "status"} className={`account-notice account-${own.kind}`}>
      {own.text}
    </p>
  ) : null;
  return { notify, inline };
}

/** A date and time in the player's locale, or 'Unknown'. */
export function when(iso: string | null | undefined): string {
  if (!iso) return "Unknown";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? "Unknown"
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
