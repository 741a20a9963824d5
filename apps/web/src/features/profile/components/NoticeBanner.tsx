// The notice banner (error, success or info); the page's useNotice clears it after 5 seconds.
import type { Notice } from "../notice";

const ICONS = { error: "⚠️", success: "✅", info: "ℹ️" } as const;

export function NoticeBanner({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  // The live regions stay in the page so screen readers announce a notice when its text arrives.
  return (
    <>
      <div role="alert" className="profile-notice-region">
        {notice?.kind === "error" ? <Banner notice={notice} onDismiss={onDismiss} /> : null}
      </div>
      <div role="status" className="profile-notice-region">
        {notice && notice.kind !== "error" ? <Banner notice={notice} onDismiss={onDismiss} /> : null}
      </div>
    </>
  );
}

function Banner({ notice, onDismiss }: { notice: Notice; onDismiss(): void }) {
  return (
    <div className={`profile-notice profile-notice-${notice.kind}`} data-kind={notice.kind}>
      <span aria-hidden="true">{ICONS[notice.kind]}</span>
      <p>{notice.text}</p>
      <button type="button" className="profile-notice-close" aria-label="Dismiss notice" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
