// A notice the player can read and dismiss, in place (errors are alerts, others polite).
import type { Notice } from "../../../components/notice";

export function NoticeLine({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  if (!notice) return null;
  return (
    <div
      className={`training-notice training-notice-${notice.kind}`}
      role={notice.kind === "error" ? "alert" : "status"}
    >
      <span>{notice.text}</span>
      <button type="button" className="btn btn-small btn-secondary" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
