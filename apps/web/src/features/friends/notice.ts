// The notices social components raise: to the caller's banner when given, else shown in place for 5 seconds.
import { useCallback } from "react";
import { type Notice, type Notify, useTimedNotice } from "../../components/notice";

export type FriendsNotice = Notice;
export type OnNotice = Notify;

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
  const { notice, notify } = useTimedNotice();
  const raise = useCallback((next: FriendsNotice) => (onNotice ? onNotice(next) : notify(next)), [onNotice, notify]);
  return [onNotice ? null : notice, raise];
}
