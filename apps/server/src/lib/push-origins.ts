// Which push services the server may call (PUSH_ENDPOINT_ORIGINS): origins, `*.` allowed before a host; pure.

/** The browsers' push services: Chrome/Edge (FCM), Firefox (autopush), Safari, Windows (WNS). */
export const DEFAULT_PUSH_ENDPOINT_ORIGINS = [
  "https://fcm.googleapis.com",
  "https://updates.push.services.mozilla.com",
  "https://web.push.apple.com",
  "https://*.notify.windows.com",
  "https://push.services.mozilla.com",
].join(",");

const WILDCARD = /^(https?:\/\/)\*\./;

/** The normalised origins of a comma-separated list, or what is wrong with it. */
export function parsePushOrigins(list: string): string[] | { problem: string } {
  const origins: string[] = [];
  for (const entry of list.split(",").map((part) => part.trim())) {
    if (!entry) continue;
    const wildcard = WILDCARD.test(entry);
    let url: URL;
    try {
      url = new URL(entry.replace(WILDCARD, "$1"));
    } catch {
      return { problem: `"${entry}" is not an origin` };
    }
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    if (!["https:", "http:"].includes(url.protocol) || !bare || entry.endsWith("/")) {
      return { problem: `"${entry}" is not an origin (scheme://host[:port], http or https, nothing after)` };
    }
    if (wildcard && !url.hostname.includes(".")) return { problem: `"${entry}" is too wide a wildcard` };
    origins.push(wildcard ? url.origin.replace("://", "://*.") : url.origin);
  }
  if (origins.length === 0) return { problem: "lists no origin" };
  return origins;
}

/** Whether `endpoint` is on one of `allowed` (no credentials in it; a `*.` entry matches one or more labels). */
export function pushEndpointAllowed(endpoint: URL, allowed: readonly string[]): boolean {
  if (endpoint.username || endpoint.password) return false;
  for (const entry of allowed) {
    if (entry === endpoint.origin) return true;
    const wildcard = WILDCARD.exec(entry);
    if (!wildcard || `${endpoint.protocol}//` !== wildcard[1]) continue;
    const suffix = `.${entry.slice(wildcard[0].length)}`;
    if (endpoint.host.length > suffix.length && endpoint.host.endsWith(suffix)) return true;
  }
  return false;
}
