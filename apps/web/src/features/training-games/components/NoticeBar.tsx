// A notice the player can read and dismiss (errors in an alert region, the rest as status).
import type { Notice } from "../../../components/notice";

export function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  const body = notice ? (
    <div className={`tg-notice tg-notice-${notice.kind}`}>
      <p>{notice.text}</p>
      <button type="button" className="tg-notice-close" aria-label="Dismiss notice" onClick={onDismiss}>
        ×
      </button>
    </div>
  ) : null;
  return (
    <div className="tg-notices">
      <div role="alert">{notice?.kind === "error" ? body : null}</div>
      <div role="status">{notice && notice.kind !== "error" ? body : null}</div>
    </div>
  );
}
