// Wires the notification centre onto the app's events: each event's notices are stored in the raising transaction
// and told to the player's tabs after commit (and pushed to their browsers when no tab is open); the due sweep runs on
// the scheduler.
import type { FastifyInstance } from "fastify";
import type { DomainEvent, EventType } from "../events/catalogue";
import type { Scheduler, TimerHandle } from "../live/scheduler";
import { announceNotices, storeNotices } from "./centre";
import { startWatermark, sweepDue } from "./due";
import { vapidKeysOf } from "./push/keys";
import { PushSender } from "./push/sender";
import type { NotificationRow } from "./repository";

declare module "fastify" {
  interface FastifyInstance {
    /** Web pushes of stored notices (tests wait for `idle()`). */
    webPush: PushSender;
  }
}

/** The VAPID `sub` claim: the public origin when it is https, else a mailto: address push services accept. */
const pushSubject = (publicOrigin: string | undefined) =>
  publicOrigin?.startsWith("https://") ? publicOrigin.replace(/\/$/, "") : "mailto:push@antbrawl.invalid";

/** The events that make notices. */
const NOTICE_EVENTS = [
  "friend.requested",
  "friendship.accepted",
  "invitation.sent",
  "invitation.accepted",
  "timer.finished",
  "need.critical",
  "battle.settled",
  "achievements.unlocked",
] as const satisfies readonly EventType[];

/** Registers the handlers and the sweep; `sweepMs` 0 leaves the sweep to whoever calls `sweepDue`. */
export function installNotifications(app: FastifyInstance, scheduler: Scheduler, sweepMs: number): void {
  const { events, hub, db, now, config } = app.deps;
  const keys = vapidKeysOf(app.deps);
  const push = new PushSender({
    db,
    presence: app.presence,
    keys,
    origins: config.pushEndpointOrigins,
    subject: pushSubject(config.publicOrigin),
    log: app.log,
  });
  app.decorate("webPush", push);
  const stored = new WeakMap<DomainEvent, NotificationRow[]>();
  for (const type of NOTICE_EVENTS) {
    events.inTransaction(type, async (event, work) => {
      const rows = await storeNotices(work.trx, event, now());
      if (rows.length > 0) stored.set(event, rows);
    });
    events.afterCommit(type, async (event) => {
      const rows = stored.get(event);
      if (!rows) return;
      push.push(rows);
      await announceNotices(db, hub, rows);
    });
  }
  // A busy state ends on screen when it ends, whatever the preferences say.
  events.afterCommit("timer.finished", async ({ userId, antId }) => {
    if (antId) await hub.sendToUser(userId, { type: "ant_updated", ant_id: antId });
  });

  let timer: TimerHandle | null = null;
  let closed = false;
  const arm = () => {
    if (closed || sweepMs <= 0) return;
    timer = scheduler.setTimeout(() => {
      sweepDue(app.deps, now())
        .catch((error: unknown) => app.log.error({ err: error }, "sweeping due notifications failed"))
        .finally(arm);
    }, sweepMs);
  };
  app.addHook("onReady", async () => {
    await startWatermark(db, now());
    await keys.get();
    arm();
  });
  app.addHook("onClose", async () => {
    closed = true;
    scheduler.clearTimeout(timer);
    await push.close();
  });
}
