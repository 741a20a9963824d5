// The notification centre's service: stores the notices events make (honouring the receiver's preferences), reads
// them, marks them read, and tells the player's tabs.
import { NOTIFICATION_ERRORS } from "@antbrawl/protocol/errors";
import type { MarkReadBody, Notification, NotificationList } from "@antbrawl/protocol/notifications";
import type { Preferences } from "@antbrawl/protocol/social";
import type { Db } from "../db/database";
import type { DomainEvent } from "../events/catalogue";
import { notFound } from "../lib/domain-error";
import { readPreferences } from "../social";
import type { Hub } from "../ws/hub";
import { type Draft, draftsFor, NOTIFICATION_PREFERENCE } from "./compose";
import {
  countOwned,
  insertNotification,
  listNotifications,
  markRead,
  type NotificationRow,
  unreadCount,
} from "./repository";

function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    invitation_id: row.invitation_id,
    created_at: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}

/** Stores the notices `event` makes for players who allow their kind; answers the stored rows. */
export async function storeNotices(trx: Db, event: DomainEvent, now: Date): Promise<NotificationRow[]> {
  const drafts = draftsFor(event);
  if (drafts.length === 0) return [];
  const prefs = new Map<string, Preferences>();
  const stored: NotificationRow[] = [];
  for (const draft of drafts) {
    let mine = prefs.get(draft.userId);
    if (!mine) {
      mine = await readPreferences(trx, draft.userId);
      prefs.set(draft.userId, mine);
    }
    if (!mine.notifications[NOTIFICATION_PREFERENCE[draft.kind]]) continue;
    const row = await insertNotification(trx, toRow(draft, now));
    if (row) stored.push(row);
  }
  return stored;
}

const toRow = (draft: Draft, now: Date) => ({
  user_id: draft.userId,
  kind: draft.kind,
  title: draft.title,
  body: draft.body,
  link: draft.link,
  invitation_id: draft.invitationId ?? null,
  dedupe_key: draft.dedupeKey ?? null,
  created_at: now,
});

/** Tells each notice's player's tabs about it, with their unread count. */
export async function announceNotices(db: Db, hub: Hub, rows: readonly NotificationRow[]): Promise<void> {
  for (const row of rows) {
    const unread_count = await unreadCount(db, row.user_id);
    await hub.sendToUser(row.user_id, { type: "notification", notification: presentNotification(row), unread_count });
  }
}

export async function notificationsOf(db: Db, userId: string): Promise<NotificationList> {
  const [rows, unread_count] = await Promise.all([listNotifications(db, userId), unreadCount(db, userId)]);
  return { notifications: rows.map(presentNotification), unread_count };
}

/** Marks notices read; an id that is not the player's answers 404 and nothing changes. */
export async function markNotificationsRead(
  db: Db,
  hub: Hub,
  userId: string,
  body: MarkReadBody,
  now: Date,
): Promise<{ unread_count: number }> {
  const unread_count = await db.transaction().execute(async (trx) => {
    if ("ids" in body) {
      const ids = [...new Set(body.ids)];
      if ((await countOwned(trx, userId, ids)) !== ids.length) throw notFound(NOTIFICATION_ERRORS.notFound);
      await markRead(trx, userId, ids, now);
    } else {
      await markRead(trx, userId, "all", now);
    }
    return unreadCount(trx, userId);
  });
  await hub.sendToUser(userId, { type: "notifications_read", unread_count });
  return { unread_count };
}
