// Whether the app can reach its server: the browser's navigator.onLine, and whether the last API call got through.
import { useSyncExternalStore } from "react";

const PROBE_MS = 15_000;
let callFailed = false;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** True when the browser says it is offline, or the last API call failed before any answer came. */
function isOffline(): boolean {
  return !navigator.onLine || callFailed;
}

/** An API call failed at the network level (no answer at all; an HTTP error is an answer). */
export function reportCallFailed(error: unknown): void {
  if (String(error).includes("AbortError")) return;
  if (callFailed) return;
  callFailed = true;
  notify();
}

/** An API call got an answer, so the server is reachable. */
export function reportCallAnswered(): void {
  if (!callFailed) return;
  callFailed = false;
  notify();
}

function onBrowserOnline(): void {
  callFailed = false;
  notify();
}

/** While a call has failed and the browser still says online, asks the server now and then whether it is back. */
function probeWhileFailing(): void {
  if (callFailed && navigator.onLine && probe === undefined) {
    probe = setInterval(() => {
      fetch("/api/health", { method: "GET", cache: "no-store" }).then(reportCallAnswered, () => undefined);
    }, PROBE_MS);
  } else if ((!callFailed || !navigator.onLine) && probe !== undefined) {
    clearInterval(probe);
    probe = undefined;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener("online", onBrowserOnline);
    window.addEventListener("offline", notify);
    listeners.add(probeWhileFailing);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 1 && listeners.has(probeWhileFailing)) {
      listeners.delete(probeWhileFailing);
      window.removeEventListener("online", onBrowserOnline);
      window.removeEventListener("offline", notify);
      if (probe !== undefined) clearInterval(probe);
      probe = undefined;
    }
  };
}

/** Re-renders when the app goes offline or comes back. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
