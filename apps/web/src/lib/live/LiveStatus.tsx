// A small connection indicator for the top bar: a light, and spec 000 §8's text while reconnecting or failed.
import { useOffline } from "../network/online-status";
import { MAX_RECONNECT_ATTEMPTS, type LiveStatus as Status } from "./connection";
import { useLiveStatus } from "./use-live";
import "./connection-status.css";

const LABELS = {
  idle: "Live updates off",
  connecting: "Connecting live updates",
  open: "Live updates on",
  reconnecting: "Reconnecting",
  failed: "Live updates failed",
  signed_out: "Signed out",
} as const;

const COLOURS = {
  idle: "#9e9e9e",
  connecting: "#f0ad4e",
  open: "#2e7d32",
  reconnecting: "#f0ad4e",
  failed: "#c62828",
  signed_out: "#9e9e9e",
};

/** The text in a few words, for a phone's top bar (the whole text stays for screen readers). */
function shortText(status: Status): string | null {
  if (status.state === "reconnecting") return `Reconnecting ${status.attempt ?? 1}/${MAX_RECONNECT_ATTEMPTS}`;
  if (status.state === "failed") return "Connection failed";
  return null;
}

/** Shows the live connection's state; the text appears only when something is wrong and the offline banner is not up. */
export function LiveStatus() {
  const status = useLiveStatus();
  const text = useOffline() ? null : status.text;
  const short = text ? shortText(status) : null;
  return (
    <span
      className={`connection-status${text ? " has-text" : ""}`}
      role="status"
      title={LABELS[status.state]}
      data-state={status.state}
    >
      <span aria-hidden="true" className="connection-status-light" style={{ background: COLOURS[status.state] }} />
      {text ? (
        <>
          <span className="connection-status-text">{text}</span>
          {short ? (
            <span className="connection-status-short" aria-hidden="true">
              {short}
            </span>
          ) : null}
        </>
      ) : (
        <span className="visually-hidden">{LABELS[status.state]}</span>
      )}
    </span>
  );
}
