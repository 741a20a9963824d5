// React hooks over the tab's live client: keep it connected while signed in, subscribe by type, read the status.
import type { ServerMessageOf, ServerMessageType } from "@antbrawl/protocol/ws-server";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import type { LiveStatus } from "./connection";
import { tagsFor } from "./invalidation";
import { liveClient } from "./live-client";

/** Connects while a player is signed in (closing on logout) and refreshes cached data on live notices. */
export function useLiveConnection(): void {
  const userId = useAppSelector((s) => s.user.user?.id ?? null);
  const token = useAppSelector((s) => s.user.token);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId) return;
    liveClient.open(userId, token);
    return () => liveClient.close();
  }, [userId, token]);
  useEffect(
    () =>
      liveClient.subscribe("*", (message) => {
        const tags = tagsFor(message);
        if (tags.length > 0) void import("../api/base-api").then(({ api }) => dispatch(api.util.invalidateTags(tags)));
      }),
    [dispatch],
  );
}

/** Calls `handler` for each live message of `type` while the component is mounted (the latest handler wins). */
export function useLiveMessages<T extends ServerMessageType>(
  type: T,
  handler: (message: ServerMessageOf<T>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => liveClient.subscribe(type, (message) => latest.current(message)), [type]);
}

/** The live connection's status, re-rendering on change. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveClient.onStatus, () => liveClient.status);
}
