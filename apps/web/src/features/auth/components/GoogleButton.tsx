// 'Continue with Google' / 'Sign in with Google': goes to the server's sign-in start, or says why it cannot.
import { useId } from "react";
import { GOOGLE_START } from "../api/google";
import { useAuthConfig } from "../api/session";

const CHECKING = "Checking whether Google sign-in is set up…";

export function GoogleButton({ label, small, showReason }: { label: string; small?: boolean; showReason?: boolean }) {
  const { data, isError } = useAuthConfig();
  const reasonId = useId();
  const enabled = data?.google.enabled === true;
  const reason = data
    ? data.google.reason
    : isError
      ? "Google sign-in is unavailable: the server did not answer"
      : CHECKING;
  return (
    <>
      <button
        type="button"
        className={small ? "btn btn-google btn-small" : "btn btn-google"}
        disabled={!enabled}
        aria-describedby={enabled ? undefined : reasonId}
        title={enabled ? undefined : (reason ?? undefined)}
        onClick={() => window.location.assign(GOOGLE_START)}
      >
        <span aria-hidden="true" className="google-g">
          G
        </span>
        {label}
      </button>
      {enabled ? null : (
        <span id={reasonId} className={showReason ? "google-reason muted small" : "visually-hidden"}>
          {reason}
        </span>
      )}
    </>
  );
}
