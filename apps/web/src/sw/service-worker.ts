// The service worker: precaches the app shell (every built file) so the SPA loads offline, shows pushes, opens their link.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** Paths the server answers itself: never served from the cache, never given the shell. */
const SERVER_ONLY = [/^\/api(\/|$)/, /^\/metrics$/];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: SERVER_ONLY }));
clientsClaim();

/** The payload the server pushes: the stored notice (docs/notifications.md, "What is sent"). */
interface PushNotice {
  kind?: string;
  title?: string;
  body?: string;
  link?: string | null;
  id?: number | string;
}

function readPush(data: PushMessageData | null): PushNotice {
  if (!data) return {};
  try {
    const parsed: unknown = data.json();
    return parsed && typeof parsed === "object" ? (parsed as PushNotice) : {};
  } catch {
    return { body: data.text() };
  }
}

/** A same-origin path to open; anything else opens the home page. */
function safeLink(link: unknown): string {
  if (typeof link !== "string" || link === "") return "/";
  const url = new URL(link, self.location.origin);
  return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : "/";
}

self.addEventListener("push", (event) => {
  const notice = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(notice.title || "Antbrawl", {
      body: notice.body ?? "",
      tag: notice.kind,
      data: { link: safeLink(notice.link), id: notice.id },
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = safeLink((event.notification.data as { link?: unknown } | null)?.link);
  event.waitUntil(openLink(link));
});

/** Focuses an open tab of the app and sends it to `link`, or opens a new window there. */
async function openLink(link: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    const focused = await tab.focus();
    await focused.navigate(link).catch(() => self.clients.openWindow(link));
    return;
  }
  await self.clients.openWindow(link);
}
