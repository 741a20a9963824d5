// This browser's web push subscription: whether it can have one, the one it has, subscribing and unsubscribing.

/** What this browser can do about pushes, as read when the profile opens. */
export type PushDevice =
  | { kind: "unsupported" }
  | { kind: "denied" }
  | { kind: "ready"; subscription: PushSubscription | null };

/** A browser with a service worker, the Push API and notifications (none of them in the Vite dev server's worker). */
function hasPushApis(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in globalThis &&
    "Notification" in globalThis
  );
}

/** The app's worker registration, or undefined when the page has none (development, or registration failed). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!hasPushApis()) return undefined;
  const registered = await navigator.serviceWorker.getRegistration();
  // A registration still installing cannot subscribe yet; `ready` resolves once it is active.
  return registered ? navigator.serviceWorker.ready : undefined;
}

/** Reads this browser's state: no push support, notifications blocked, or its current subscription (or none). */
export async function readPushDevice(): Promise<PushDevice> {
  const worker = await registration();
  if (!worker) return { kind: "unsupported" };
  if (Notification.permission === "denied") return { kind: "denied" };
  const subscription = await worker.pushManager.getSubscription();
  return { kind: "ready", subscription: Notification.permission === "granted" ? subscription : null };
}

/** The base64url application server key as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks the browser for notification permission (call it straight from the click, before any other await). */
export async function askPermission(): Promise<NotificationPermission> {
  if (Notification.permission !== "default") return Notification.permission;
  return Notification.requestPermission();
}

/** This browser's subscription with the server's key: the one it has, else a new one. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const worker = await registration();
  if (!worker) throw new Error("This browser has no service worker for push notifications.");
  const existing = await worker.pushManager.getSubscription();
  if (existing) return existing;
  return worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** This browser's current subscription, or null (also when it cannot have one). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const worker = await registration();
  return worker ? worker.pushManager.getSubscription() : null;
}
