// A notice shown in place when no banner takes it: errors as alerts, the rest as status.
import type { FriendsNotice } from "../notice";

export function NoticeLine({ notice }: { notice: FriendsNotice | null }) {
  return (
    <p className={`friends-notice friends-notice-${notice?.kind ?? "none"}`} role="status" aria-live="polite">
      {notice?.text ?? ""}
    </p>
  );
}
