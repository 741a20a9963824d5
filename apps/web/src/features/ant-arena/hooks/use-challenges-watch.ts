// Follows the open-challenge list over the socket while it is on screen (W37): watched once the socket is open and
// again after every reconnect; `onChanged` on each `challenges_changed` and on a reconnect (a notice may have been missed).
import { useEffect, useRef } from "react";
import { liveClient } from "../../../lib/live/live-client";

export function useChallengesWatch(onChanged: () => void): void {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  useEffect(() => {
    let wasOpen = liveClient.status.state === "open";
    let opened = wasOpen;
    if (wasOpen) liveClient.send({ type: "watch_challenges" });
    const stopStatus = liveClient.onStatus(() => {
      const open = liveClient.status.state === "open";
      if (open && !wasOpen) {
        liveClient.send({ type: "watch_challenges" });
        if (opened) changed.current();
        opened = true;
      }
      wasOpen = open;
    });
    const stopMessages = liveClient.subscribe("challenges_changed", () => changed.current());
    return () => {
      stopStatus();
      stopMessages();
      liveClient.send({ type: "unwatch_challenges" });
    };
  }, []);
}
