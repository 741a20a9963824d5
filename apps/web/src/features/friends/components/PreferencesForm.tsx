// Notification and privacy preferences, each saved on the server as it changes.
import type { Preferences } from "@antbrawl/protocol/social";
import { errorText } from "../../../lib/api/api-error";
import { useAppSelector } from "../../../lib/store/hooks";
import { usePreferencesQuery, useUpdatePreferencesMutation } from "../api/friends-api";
import { type OnNotice, SOCIAL_TEXTS, useNotice } from "../notice";
import { NoticeLine } from "./NoticeLine";
import "./friends.css";

type Group = keyof Preferences;

const FIELDS: { group: Group; legend: string; items: { key: string; label: string; hint: string }[] }[] = [
  {
    group: "notifications",
    legend: "Notifications",
    items: [
      { key: "battle_invitations", label: "Battle invitations", hint: "Live notices when a friend challenges you" },
      { key: "friend_requests", label: "Friend requests", hint: "Live notices when someone sends you a request" },
      { key: "training_completion", label: "Training completion", hint: "Live notices when training finishes" },
    ],
  },
  {
    group: "privacy",
    legend: "Privacy",
    items: [
      { key: "show_online_status", label: "Show online status", hint: "Off: friends always see you offline" },
      { key: "allow_friend_invites", label: "Allow friend invites", hint: "Off: new friend requests are refused" },
      {
        key: "public_battle_history",
        label: "Public battle history",
        hint: "On: other players may read your battle history",
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
          {items.map(({ key, label, hint }) => {
            const values = prefs.data?.[group] as Record<string, boolean> | undefined;
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
