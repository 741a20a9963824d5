// Notification and privacy preferences, each saved on the server as it changes.
import type { Preferences } from "@antbrawl/protocol/social";
import { errorText } from "../../../lib/api/api-error";
import { useAppSelector } from "../../../lib/store/hooks";
import { usePreferencesQuery, useUpdatePreferencesMutation } from "../api/friends-api";
import { type OnNotice, SOCIAL_TEXTS, useNotice } from "../notice";
import { NoticeLine } from "./NoticeLine";
import "./friends.css";

type Group = keyof Preferences;

/** Each preference with a caption for its current state: what happens now, never what the other state would do. */
const FIELDS: { group: Group; legend: string; items: { key: string; label: string; on: string; off: string }[] }[] = [
  {
    group: "notifications",
    legend: "Notifications",
    items: [
      {
        key: "battle_invitations",
        label: "Battle invitations",
        on: "You get a live notice when a friend challenges you",
        off: "No live notice when a friend challenges you",
      },
      {
        key: "friend_requests",
        label: "Friend requests",
        on: "You get a live notice when someone sends you a request",
        off: "No live notice when someone sends you a request",
      },
      {
        key: "training_completion",
        label: "Training completion",
        on: "You get a live notice when training finishes",
        off: "No live notice when training finishes",
      },
      {
        key: "lab_completion",
        label: "Laboratory",
        on: "You get a notice when a treatment or a breeding finishes",
        off: "No notice when a treatment or a breeding finishes",
      },
      {
        key: "needs_critical",
        label: "Critical needs",
        on: "You get a notice when one of your ants' needs becomes critical",
        off: "No notice when your ants' needs become critical",
      },
      {
        key: "battle_results",
        label: "Battles while away",
        on: "You get a notice when your ant defends without you",
        off: "No notice when your ant defends without you",
      },
      {
        key: "achievements",
        label: "Achievements",
        on: "You get a notice when you unlock an achievement",
        off: "No notice when you unlock an achievement",
      },
    ],
  },
  {
    group: "privacy",
    legend: "Privacy",
    items: [
      {
        key: "show_online_status",
        label: "Show online status",
        on: "Friends see when you are online",
        off: "Friends always see you offline",
      },
      {
        key: "allow_friend_invites",
        label: "Allow friend invites",
        on: "Players can send you friend requests",
        off: "New friend requests are refused",
      },
      {
        key: "public_battle_history",
        label: "Public battle history",
        on: "Other players may read your battle history",
        off: "Only you can read your battle history",
      },
      {
        key: "show_in_live_now",
        label: "Show my ranked and tournament battles in Live now",
        on: "Anyone can find and watch your ranked and tournament battles",
        off: "Only your friends can find and watch your battles",
      },
    ],
  },
];

export function PreferencesForm({ onNotice }: { onNotice?: OnNotice }) {
  const userId = useAppSelector((s) => s.user.user?.id ?? null);
  const [notice, notify] = useNotice(onNotice);
  const prefs = usePreferencesQuery(userId ?? "", { skip: !userId });
  const [save] = useUpdatePreferencesMutation();
  if (!userId) return null;

  const change = async (group: Group, key: string, value: boolean) => {
    try {
      await save({ userId, patch: { [group]: { [key]: value } } }).unwrap();
      notify({ kind: "success", text: "Preferences saved" });
    } catch (error) {
      notify({ kind: "error", text: errorText(error, SOCIAL_TEXTS.preferencesFailed) });
    }
  };

  return (
    <div className="friends-prefs">
      {onNotice ? null : <NoticeLine notice={notice} />}
      {FIELDS.map(({ group, legend, items }) => (
        <fieldset key={group} className="friends-prefs-group" disabled={!prefs.data}>
          <legend>{legend}</legend>
          {items.map(({ key, label, on, off }) => {
            const values = prefs.data?.[group] as Record<string, boolean> | undefined;
            const hint = values?.[key] ? on : off;
            return (
              <label key={key} className="friends-check">
                <input
                  type="checkbox"
                  checked={values?.[key] ?? false}
                  onChange={(event) => void change(group, key, event.target.checked)}
                />
                <span>
                  {label}
                  <span className="muted small friends-hint">{hint}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
