// The player's sessions (this device and others) with 'End session' for the others.
import { errorText } from "../../../../lib/api/api-error";
import { useAppSelector } from "../../../../lib/store/hooks";
import { useEndSessionMutation, useSessionsQuery } from "../../api/account";
import { type OnNotice, useNotice, when } from "./notice";
import "./account.css";

/** A short name for a browser from its user agent. */
function deviceName(agent: string | null): string {
  if (!agent) return "Unknown device";
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : agent.split(/[\s/]/)[0] || "Browser";
  const system = /Android/.test(agent)
    ? "Android"
    : /iPhone|iPad/.test(agent)
      ? "iOS"
      : /Windows/.test(agent)
        ? "Windows"
        : /Mac OS X/.test(agent)
          ? "macOS"
          : /Linux/.test(agent)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}

export function SessionsList({ onNotice }: { onNotice?: OnNotice }) {
  const user = useAppSelector((s) => s.user.user);
  const { data, isLoading, isError } = useSessionsQuery(user?.id ?? "", { skip: !user });
  const [end, { isLoading: ending, originalArgs }] = useEndSessionMutation();
  const { notify, inline } = useNotice(onNotice);
  if (!user) return null;

  const endOne = async (sessionId: string) => {
    try {
      const answer = await end({ userId: user.id, sessionId }).unwrap();
      notify({ kind: "success", text: answer.message });
    } catch (error) {
      notify({ kind: "error", text: errorText(error, "Failed to end the session") });
    }
  };

  return (
    <section className="account-section" aria-labelledby="sessions-title">
      <h3 id="sessions-title">Sessions</h3>
      {isLoading ? <p className="muted">Loading sessions…</p> : null}
      {isError ? <p className="form-error">Could not load your sessions</p> : null}
      <ul className="account-sessions">
        {data?.sessions.map((s) => (
          <li key={s.id}>
            <div>
              <strong>{deviceName(s.user_agent)}</strong>
              {s.current ? <span className="account-current">This device</span> : null}
              <div className="muted small">
                Signed in {when(s.created_at)} · last used {when(s.last_used_at)}
              </div>
            </div>
            {s.current ? null : (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={ending && originalArgs?.sessionId === s.id}
                onClick={() => void endOne(s.id)}
              >
                {ending && originalArgs?.sessionId === s.id ? "Ending…" : "End session"}
              </button>
            )}
          </li>
        ))}
      </ul>
      {inline}
    </section>
  );
}
