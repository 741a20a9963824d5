// A small connection indicator for the top bar: a dot, and spec 000 §8's text while reconnecting or failed.
import { useOffline } from "../network/online-status";
import { useLiveStatus } from "./use-live";

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

/** Shows the live connection's state; the text appears only when something is wrong and the offline banner is not up. */
export function LiveStatus() {
  const status = useLiveStatus();
  const text = useOffline() ? null : status.text;
  return (
    <span className="live-status" role="status" title={LABELS[status.state]} data-state={status.state}>
      <span
        aria-hidden="true"
        style={{
          display: "inline-block",
          width: 8,
          height: 8,
          borderRadius: "50%",
          marginRight: text ? 6 : 0,
          background: COLOURS[status.state],
        }}
      />
      {text ? (
        <span className="live-status-text">{text}</span>
      ) : (
        <span className="visually-hidden">{LABELS[status.state]}</span>
      )}
    </span>
  );
}
