// Sends stored notices as web pushes to the player's browsers while the player has no socket open on any node: in
// the background after commit, each with a timeout, only to allowed push services; gone endpoints are deleted.
import type { NotificationKind } from "@antbrawl/protocol/notifications";
import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import type { Db } from "../../db/database";
import { pushEndpointAllowed } from "../../lib/push-origins";
import type { Presence } from "../../presence";
import type { NotificationRow } from "../repository";
import type { VapidKeyStore } from "./keys";
import { deleteSubscription, type PushSubscriptionRow, subscriptionsOf, type VapidKeys } from "./repository";

/** A push waits this long at the push service; a newer one replaces it (same Topic) meanwhile. */
const PUSH_TTL_SECONDS = 12 * 3600;
/** How long one call to a push service may take. */
const PUSH_TIMEOUT_MS = 10_000;

const HIGH_URGENCY = new Set<NotificationKind>(["battle_invitation", "invitation_accepted", "battle_result"]);

export interface PushSenderDeps {
  db: Db;
  presence: Pick<Presence, "onlineOf">;
  keys: VapidKeyStore;
  origins: readonly string[];
  /** The VAPID `sub`: the https public origin, or a mailto: address. */
  subject: string;
  log: FastifyBaseLogger;
}

export class PushSender {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly closing = new AbortController();

  constructor(private readonly deps: PushSenderDeps) {}

  /** Starts pushing each notice in the background; never throws, never waits. */
  push(rows: readonly NotificationRow[]): void {
    if (this.closing.signal.aborted) return;
    for (const row of rows) {
      const sending = this.pushNotice(row).catch((error: unknown) =>
        this.deps.log.warn({ err: error, userId: row.user_id }, "web push failed"),
      );
      this.inFlight.add(sending);
      void sending.finally(() => this.inFlight.delete(sending));
    }
  }

  /** Resolves once every push started so far has finished (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Aborts the calls under way and waits for them. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.idle();
  }

  private async pushNotice(row: NotificationRow): Promise<void> {
    if ((await this.deps.presence.onlineOf([row.user_id])).has(row.user_id)) return;
    const subscriptions = await subscriptionsOf(this.deps.db, row.user_id);
    if (subscriptions.length === 0) return;
    const keys = await this.deps.keys.get();
    const payload = JSON.stringify({ kind: row.kind, title: row.title, body: row.body, link: row.link, id: row.id });
    await Promise.all(subscriptions.map((subscription) => this.send(subscription, payload, row.kind, keys)));
  }

  private async send(subscription: PushSubscriptionRow, payload: string, kind: NotificationKind, keys: VapidKeys) {
    const { log } = this.deps;
    const url = URL.canParse(subscription.endpoint) ? new URL(subscription.endpoint) : null;
    if (!url || !pushEndpointAllowed(url, this.deps.origins)) {
      log.warn({ origin: url?.origin }, "web push not sent: the endpoint is not an allowed push service");
      return;
    }
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject: this.deps.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: HIGH_URGENCY.has(kind) ? "high" : "normal",
        topic: kind,
        contentEncoding: "aes128gcm",
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.toLowerCase() !== "content-length") headers[name] = String(value);
    }
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.any([AbortSignal.timeout(PUSH_TIMEOUT_MS), this.closing.signal]),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await deleteSubscription(this.deps.db, subscription.user_id, subscription.endpoint);
      log.info({ origin: url.origin, status: response.status }, "web push subscription gone: deleted");
    } else if (!response.ok) {
      log.warn({ origin: url.origin, status: response.status }, "web push refused by the push service");
    }
  }
}
