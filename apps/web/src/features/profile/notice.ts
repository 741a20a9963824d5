// The profile's notice banner contract: what a tab or a plugged-in section passes to show a message for 5 seconds.

export type NoticeKind = "error" | "success" | "info";

export interface Notice {
  kind: NoticeKind;
  text: string;
}

/** Shows a notice in the profile's banner; a newer notice replaces the shown one and restarts its 5 seconds. */
export type Notify = (notice: Notice) => void;

/** Banner duration (spec 000 §9). */
export const NOTICE_MS = 5000;
