// React hooks over the tab's live client: keep it connected while signed in, subscribe by type, read the status.
import type { ServerMessageOf, ServerMessageType } from "@antbrawl/protocol/ws-server";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { SESSION_ENDED_TEXT, signedOut } from "../session/session-slice";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { purgeStored } from "../store/persist-storage";
import type { LiveStatus } from "./connection";
import { tagsFor } from "./invalidation";
import { liveClient } from "./live-client";

/**
 * Connects while a player is signed in (closing on logout) and refreshes cached data on live notices. When the server
 * ends this device's session (4401: a password change, a sign-out elsewhere, expiry) the device signs out and says why.
 */
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
      liveClient.onStatus(() => {
        if (liveClient.status.state !== "signed_out") return;
        dispatch(signedOut(SESSION_ENDED_TEXT));
        void purgeStored();
      }),
    [dispatch],
  );
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
