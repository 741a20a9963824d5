// The offline banner above every page: on the colony views it says the ants shown are as last seen.
import { useLocation } from "react-router";
import { useOffline } from "../../lib/network/online-status";

const COLONY_VIEWS = new Set(["/", "/my-ants"]);

/** Shown while the browser is offline or the server cannot be reached; gone as soon as a call gets through. */
export function OfflineBanner() {
  const offline = useOffline();
  const { pathname } = useLocation();
  if (!offline) return null;
  return (
    <div className="offline-banner" role="status">
      <span aria-hidden="true">📡</span>{" "}
      {COLONY_VIEWS.has(pathname)
        ? "You are offline — showing your colony as last seen."
        : "You are offline — this page will catch up when you reconnect."}
    </div>
  );
}
