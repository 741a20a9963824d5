// 'Training completion' live notices (issue 25): a sweeper finds trainings, breedings, treatments and schedule days that
// ended, claims each once in completion_notices, and sends `training_completed` to owners whose preference is on.
import { MS_PER_DAY, utcDayNumber } from "@antbrawl/rules/achievements/events";
import { weekdayOf } from "@antbrawl/rules/training/schedule";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import type { Scheduler } from "../live/scheduler";
import {
  claimNotices,
  completionNoticesOff,
  type Ended,
  endedBreedings,
  endedTrainings,
  endedTreatments,
  forgetNotices,
  scheduledOn,
} from "./completions-repository";

/** The completion sweeper of one app: `tick` sweeps now (tests call it after moving the clock). */
interface CompletionSweeper {
  tick(): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    completionSweeper: CompletionSweeper;
  }
}

/**
 * How far back a sweep looks: something that ended longer ago (a node down for hours, a first deploy) is not
 * announced late. Well above the sweep interval (EXPIRY_SWEEP_MS, 30 s by default).
 */
const COMPLETION_WINDOW_MS = 60 * 60_000;

/** Everything that ended in the window before `now`; a schedule day counts in the first window after its midnight. */
async function endedBefore(db: Db, now: Date): Promise<Ended[]> {
  const from = new Date(now.getTime() - COMPLETION_WINDOW_MS);
  const ended = [
    ...(await endedTrainings(db, from, now)),
    ...(await endedBreedings(db, from, now)),
    ...(await endedTreatments(db, from, now)),
  ];
  const today = utcDayNumber(now.getTime());
  if (now.getTime() - today * MS_PER_DAY < COMPLETION_WINDOW_MS) {
    const day = today - 1;
    for (const ant of await scheduledOn(db, day, weekdayOf(day))) {
      ended.push({
        key: `schedule:${ant.antId}:${day}`,
        userId: ant.userId,
        kind: "schedule_day",
        refId: ant.antId,
        text: `${ant.name}'s training schedule day is done`,
      });
    }
  }
  return ended;
}

/** One sweep: claims what ended and sends the notices of the newly claimed; answers how many were sent. */
async function sweepCompletions(app: FastifyInstance): Promise<number> {
  const { db, hub } = app.deps;
  const now = app.deps.now();
  await forgetNotices(db, new Date(now.getTime() - 2 * COMPLETION_WINDOW_MS));
  const ended = await endedBefore(db, now);
  const claimed = await claimNotices(db, ended, now);
  const fresh = ended.filter((e) => claimed.has(e.key));
  const off = await completionNoticesOff(
    db,
    fresh.map((e) => e.userId),
  );
  let sent = 0;
  for (const e of fresh) {
    if (off.has(e.userId)) continue;
    sent += 1;
    await hub
      .sendToUser(e.userId, { type: "training_completed", kind: e.kind, ref_id: e.refId, text: e.text })
      .catch((error: unknown) => app.log.warn({ err: error, userId: e.userId }, "completion notice not delivered"));
  }
  return sent;
}

/**
 * Installs the completion sweeper on the battle sweeper's interval (EXPIRY_SWEEP_MS; 0 turns the timer off): the first
 * sweep `intervalMs` after ready, the next `intervalMs` after each ends, none after close (which waits for a running one).
 */
export function installCompletionSweeper(app: FastifyInstance, scheduler: Scheduler, intervalMs: number): void {
  let timer: ReturnType<Scheduler["setTimeout"]> | null = null;
  let running: Promise<number> | null = null;
  let closed = false;
  const tick = (): Promise<number> => {
    running ??= sweepCompletions(app).finally(() => {
      running = null;
    });
    return running;
  };
  const arm = (): void => {
    if (closed || intervalMs <= 0) return;
    timer = scheduler.setTimeout(() => {
      timer = null;
      tick()
        .catch((error: unknown) => app.log.error({ err: error }, "sending completion notices failed"))
        .finally(arm);
    }, intervalMs);
  };
  app.decorate("completionSweeper", { tick });
  app.addHook("onReady", async () => arm());
  app.addHook("onClose", async () => {
    closed = true;
    scheduler.clearTimeout(timer);
    await running?.catch(() => undefined);
  });
}
