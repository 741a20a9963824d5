// The server battle viewer's status line: waiting, searching, starting, fighting or completed.
export type LiveStatusName =
  | "Waiting"
  | "Searching"
  | "Loading"
  | "Scheduled"
  | "Starting"
  | "Fighting"
  | "Completed"
  | "Cancelled";

const DETAILS: Record<LiveStatusName, string> = {
  Waiting: "Choose a fighter and start a battle.",
  Searching: "Searching for an opponent...",
  Loading: "Loading the battle...",
  Scheduled: "Waiting for the challenger to start this battle.",
  Starting: "The battle begins in a moment.",
  Fighting: "The ants are fighting!",
  Completed: "The battle is over.",
  Cancelled: "This battle was cancelled before it began.",
};

export function LiveStatus({ status }: { status: LiveStatusName }) {
  return (
    <p className={`live-status live-status-${status.toLowerCase()}`} role="status">
      <span className="live-status-dot" aria-hidden="true" />
      Status: <strong>{status}</strong> <span className="muted">{DETAILS[status]}</span>
    </p>
  );
}
