// Follows one tournament over the socket while it is on screen: watched on mount and after every reconnect.
import { useEffect } from "react";
import { liveClient } from "../../../lib/live/live-client";

export function useTournamentWatch(tournamentId: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const watch = () => liveClient.send({ type: "watch_tournament", tournament_id: tournamentId });
    watch();
    const stop = liveClient.onStatus(() => {
      if (liveClient.status.state === "open") watch();
    });
    return () => {
      stop();
      liveClient.send({ type: "unwatch_tournament" });
    };
  }, [tournamentId, active]);
}
