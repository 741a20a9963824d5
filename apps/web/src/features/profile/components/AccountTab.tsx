// Account Settings: the read-only account facts, then the editable sections other features plug in.
import type { User } from "@antbrawl/protocol/users";
import type { ReactNode } from "react";

/** The account's creation date in words, or 'Unknown' when it is missing or unreadable. */
function createdDate(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return "Unknown";
  return date.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}

export function AccountTab({ user, children }: { user: User; children?: ReactNode }) {
  return (
    <div className="profile-stack">
      <section className="card" aria-labelledby="profile-account-heading">
        <h2 id="profile-account-heading">Account</h2>
        <dl className="profile-facts">
          <div>
            <dt>Account ID</dt>
            <dd className="mono">{user.id}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Account created</dt>
            <dd>{createdDate(user.created_at)}</dd>
          </div>
        </dl>
      </section>
      {children}
    </div>
  );
}
