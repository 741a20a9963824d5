// This tab's sessionStorage, or null where there is none or the browser refuses it (private modes, sandboxed frames).

/** The tab's storage; callers treat null as "nothing remembered" and carry on. */
export function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
