// 'Push notifications on this device' on the profile: subscribe, unsubscribe, blocked, unsupported and a server refusal,
// against a fake service worker registration, PushManager and Notification (browser APIs, not our server).
import { act, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PushPreference } from "../src/features/profile/public";
import { keyBytes } from "../src/features/profile/push/push-device";
import { player } from "./support/fixtures";
import { renderWithApp } from "./support/render";
import { server } from "./support/server";

const PUBLIC_KEY = Buffer.from(new Uint8Array(65).fill(4)).toString("base64url");
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/device-1";
const KEYS = {
  p256dh: Buffer.from(new Uint8Array(65).fill(7)).toString("base64url"),
  auth: "c2VjcmV0c2VjcmV0c2VjcmV0",
};
const LABEL = /^Push notifications on this device/;

/** A browser's push subscription: its JSON as `toJSON()` gives it; unsubscribing empties the manager. */
class FakeSubscription {
  endpoint = ENDPOINT;
  constructor(private readonly manager: FakePushManager) {}
  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: KEYS };
  }
  unsubscribe = vi.fn(async () => {
    this.manager.current = null;
    return true;
  });
}

class FakePushManager {
  current: FakeSubscription | null = null;
  getSubscription = vi.fn(async () => this.current);
  subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    this.current = new FakeSubscription(this);
    return this.current;
  });
}

/** Installs the fakes: a registered worker (unless `worker` is false), a PushManager, and Notification's permission. */
function fakeBrowser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  worker?: boolean;
}) {
  const manager = new FakePushManager();
  const registration = { pushManager: manager };
  const notification = {
    permission: options.permission ?? "default",
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? "granted";
      return notification.permission;
    }),
  };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: async () => (options.worker === false ? undefined : registration),
      ready: Promise.resolve(registration),
    },
  });
  vi.stubGlobal("PushManager", FakePushManager);
  vi.stubGlobal("Notification", notification);
  return { manager, notification };
}

/** The push routes: the public key, and what the browser POSTs and DELETEs (refused with `refusal` when given). */
function servePush(options: { refusal?: { status: number; detail: string }; hold?: Promise<void> } = {}) {
  const posted: unknown[] = [];
  const deleted: unknown[] = [];
  server.use(
    http.get("*/api/push/public-key", () => HttpResponse.json({ public_key: PUBLIC_KEY })),
    http.post("*/api/users/:userId/push-subscriptions", async ({ request, params }) => {
      expect(params.userId).toBe(player.id);
      posted.push(await request.json());
      await options.hold;
      if (options.refusal)
        return HttpResponse.json({ detail: options.refusal.detail }, { status: options.refusal.status });
      return HttpResponse.json({ endpoint: ENDPOINT, created_at: "2026-11-28T08:00:00.000Z" }, { status: 201 });
    }),
    http.delete("*/api/users/:userId/push-subscriptions", async ({ request }) => {
      deleted.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { posted, deleted };
}

const caption = () => screen.getByRole("checkbox", { name: LABEL }).getAttribute("aria-describedby");
const captionText = () => document.getElementById(caption() ?? "")?.textContent;

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  vi.unstubAllGlobals();
});

describe("push notifications on this device", () => {
  it("asks permission, subscribes with the server's key and posts the subscription JSON", async () => {
    const { manager, notification } = fakeBrowser({});
    const { posted } = servePush();
    const { user } = renderWithApp(<PushPreference />);
    const box = screen.getByRole("checkbox", { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(captionText()).toBe("This device gets no push notifications.");
    expect(posted).toEqual([]);

    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(manager.subscribe).toHaveBeenCalledTimes(1);
    const options = manager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual([...keyBytes(PUBLIC_KEY)]);
    expect(options?.applicationServerKey).toHaveLength(65);
    expect(posted).toEqual([{ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }]);
    expect(captionText()).toBe("The notices you allow above reach this device while no Antbrawl tab is open.");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the busy state while it works", async () => {
    fakeBrowser({});
    let release = () => {};
    const { posted } = servePush({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const { user } = renderWithApp(<PushPreference />);
    const box = screen.getByRole("checkbox", { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(box).toBeDisabled();
    expect(captionText()).toBe("Turning push notifications on…");
    expect(screen.getByRole("group")).toHaveAttribute("aria-busy", "true");
    await act(async () => release());
    await waitFor(() => expect(box).toBeChecked());
    expect(box).toBeEnabled();
  });

  it("shows this browser's subscription as on, and unchecking deletes it and unsubscribes", async () => {
    const { manager } = fakeBrowser({ permission: "granted" });
    const existing = new FakeSubscription(manager);
    manager.current = existing;
    const { posted, deleted } = servePush();
    const { user } = renderWithApp(<PushPreference />);
    const box = screen.getByRole("checkbox", { name: LABEL });
    await waitFor(() => expect(box).toBeChecked());
    expect(posted).toEqual([existing.toJSON()]);

    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(deleted).toEqual([{ endpoint: ENDPOINT }]);
    expect(existing.unsubscribe).toHaveBeenCalledTimes(1);
    expect(manager.current).toBeNull();
    expect(manager.subscribe).not.toHaveBeenCalled();
    expect(captionText()).toBe("This device gets no push notifications.");
  });

  it("says notifications are blocked when the browser denies them, and subscribes nothing", async () => {
    const { manager } = fakeBrowser({ answer: "denied" });
    const { posted } = servePush();
    const { user } = renderWithApp(<PushPreference />);
    const box = screen.getByRole("checkbox", { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).not.toBeChecked();
    expect(captionText()).toMatch(/blocked in the browser settings/);
    expect(manager.subscribe).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it("opens blocked when the permission was denied before", async () => {
    fakeBrowser({ permission: "denied" });
    servePush();
    renderWithApp(<PushPreference />);
    await waitFor(() => expect(captionText()).toMatch(/blocked in the browser settings/));
    expect(screen.getByRole("checkbox", { name: LABEL })).toBeDisabled();
  });

  it("says it is not available without a service worker and the Push API", async () => {
    renderWithApp(<PushPreference />);
    await waitFor(() => expect(captionText()).toMatch(/^Not available in this browser/));
    expect(screen.getByRole("checkbox", { name: LABEL })).toBeDisabled();
  });

  it("says it is not available when the page has no service worker registered (the development server)", async () => {
    const { notification } = fakeBrowser({ worker: false });
    renderWithApp(<PushPreference />);
    await waitFor(() => expect(captionText()).toMatch(/^Not available in this browser/));
    expect(screen.getByRole("checkbox", { name: LABEL })).toBeDisabled();
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, stays off and drops the browser's unused subscription", async () => {
    const { manager } = fakeBrowser({});
    const detail = "Push endpoint must be on an allowed push service origin";
    const { posted } = servePush({ refusal: { status: 400, detail } });
    const { user } = renderWithApp(<PushPreference />);
    const box = screen.getByRole("checkbox", { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await screen.findByRole("alert")).toHaveTextContent(detail);
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(posted).toHaveLength(1);
    expect(manager.current).toBeNull();
    expect(captionText()).toBe("This device gets no push notifications.");
  });
});
