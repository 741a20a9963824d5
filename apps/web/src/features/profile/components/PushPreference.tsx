// 'Push notifications on this device': subscribes this browser to web push (or unsubscribes it), with honest states.
import { useEffect, useState } from "react";
import { errorStatus, errorText } from "../../../lib/api/api-error";
import { useAppSelector } from "../../../lib/store/hooks";
import { fetchPushPublicKey, removePushSubscription, storePushSubscription } from "../api/push-api";
import { askPermission, currentSubscription, readPushDevice, subscribeDevice } from "../push/push-device";

type PushView = "checking" | "unsupported" | "denied" | "off" | "on" | "turning-on" | "turning-off";

const CAPTIONS: Record<PushView, string> = {
  checking: "Checking this device…",
  unsupported:
    "Not available in this browser: push needs a service worker and the Push API (a current browser and the built " +
    "app, not the development server; on an iPhone or iPad, add Antbrawl to the home screen first).",
  denied: "Notifications are blocked in the browser settings for this site. Allow them there, then reload this page.",
  off: "This device gets no push notifications.",
  on: "The notices you allow above reach this device while no Antbrawl tab is open.",
  "turning-on": "Turning push notifications on…",
  "turning-off": "Turning push notifications off…",
};

const DISMISSED = "Push notifications stay off: the browser's question was closed without an answer.";

/** The text of a failure: the server's detail, the browser's message, or the fallback. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return `${fallback} ${error.message}`;
  return errorText(error, fallback);
}

export function PushPreference() {
  const user = useAppSelector((state) => state.user.user);
  const token = useAppSelector((state) => state.user.token);
  const [view, setView] = useState<PushView>("checking");
  const [error, setError] = useState<string | null>(null);
  const userId = user?.id ?? "";

  useEffect(() => {
    let live = true;
    const show = (next: PushView, problem: string | null = null) => {
      if (!live) return;
      setView(next);
      setError(problem);
    };
    readPushDevice()
      .then(async (device) => {
        if (device.kind !== "ready") return show(device.kind);
        if (!device.subscription) return show("off");
        // Stored again for this player: the server renews it, or takes it back after dropping it.
        await storePushSubscription(userId, token, device.subscription.toJSON()).then(
          () => show("on"),
          (failure: unknown) =>
            errorStatus(failure) === undefined
              ? show("on", "The server could not be reached to confirm this device's subscription.")
              : show("off", errorText(failure, "The server refused this device's subscription.")),
        );
      })
      .catch((failure: unknown) => show("off", failureText(failure, "This device's push state could not be read.")));
    return () => {
      live = false;
    };
  }, [userId, token]);

  async function turnOn() {
    setError(null);
    const permission = await askPermission();
    if (permission === "denied") return setView("denied");
    if (permission !== "granted") return setError(DISMISSED);
    setView("turning-on");
    let subscription: PushSubscription | null = null;
    try {
      const { public_key } = await fetchPushPublicKey();
      subscription = await subscribeDevice(public_key);
      await storePushSubscription(userId, token, subscription.toJSON());
      setView("on");
    } catch (failure) {
      await subscription?.unsubscribe().catch(() => false);
      setView("off");
      setError(failureText(failure, "Push notifications could not be turned on."));
    }
  }

  async function turnOff() {
    setError(null);
    setView("turning-off");
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await removePushSubscription(userId, token, subscription.endpoint).catch((failure: unknown) => {
          if (errorStatus(failure) !== 404) throw failure;
        });
        await subscription.unsubscribe();
      }
      setView("off");
    } catch (failure) {
      setView("on");
      setError(failureText(failure, "Push notifications could not be turned off."));
    }
  }

  const busy = view === "checking" || view === "turning-on" || view === "turning-off";
  const checked = view === "on" || view === "turning-off";
  return (
    <fieldset className="friends-prefs-group" aria-busy={busy}>
      <legend>Push notifications</legend>
      <label className="friends-check">
        <input
          type="checkbox"
          checked={checked}
          disabled={busy || view === "unsupported" || view === "denied"}
          aria-describedby="push-preference-caption"
          onChange={(event) => void (event.target.checked ? turnOn() : turnOff())}
        />
        <span>
          Push notifications on this device
          <span id="push-preference-caption" className="muted small friends-hint">
            {CAPTIONS[view]}
          </span>
        </span>
      </label>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
