// The laboratory's notice line: the spec's success and error texts, shown until the player dismisses or replaces them.
import type { Notice } from "../../../components/notice";

export function LabNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  return (
    <div className="lab-notice-area" aria-live="polite">
      {notice ? (
        <div className={`lab-notice lab-notice-${notice.kind}`} role={notice.kind === "error" ? "alert" : "status"}>
          <span aria-hidden="true">{notice.kind === "error" ? "⚠️" : notice.kind === "success" ? "✅" : "ℹ️"}</span>
          <p>{notice.text}</p>
          <button type="button" className="btn btn-small btn-secondary" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
