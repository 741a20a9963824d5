// The notices social components raise: to the caller's banner when given, else shown in place for 5 seconds.
import { useCallback, useEffect, useState } from "react";

export interface FriendsNotice {
  kind: "error" | "success" | "info";
  text: string;
}
export type OnNotice = (notice: FriendsNotice) => void;

/** Spec 000 §9: a notice stays 5 seconds. */
export const NOTICE_MS = 5000;

/** The fixed texts of failed social calls (spec 000 §8). */
export const SOCIAL_TEXTS = {
  sendFailed: "Failed to send friend request",
  respondFailed: "Failed to respond to friend request",
  removeFailed: "Failed to remove friend",
  removeConfirm: "Are you sure you want to remove this friend?",
  preferencesFailed: "Failed to save preferences",
} as const;

/** Answers the notice shown in place (null when a caller takes them) and the function that raises one. */
export function useNotice(onNotice?: OnNotice): [FriendsNotice | null, OnNotice] {
  const [shown, setShown] = useState<FriendsNotice | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const raise = useCallback((notice: FriendsNotice) => (onNotice ? onNotice(notice) : setShown(notice)), [onNotice]);
  return [onNotice ? null : shown, raise];
}
