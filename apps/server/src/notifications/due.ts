// Notices that fall due with time, which no request raises: a training session or a treatment ends, eggs are ready,
// a need falls below the critical line. A sweep looks at the window since the last sweep (one watermark row, locked
// so one node sweeps a window), raises `timer.finished` / `need.critical` for what ended in it, and moves the mark.
import { NEED_NAMES, type Needs } from "@antbrawl/rules/ant";
import { MS_PER_HOUR, NEED_DECAY_PER_HOUR } from "@antbrawl/rules/colony/decay";
import { CRITICAL_NEED_BELOW, clampNeed } from "@antbrawl/rules/colony/needs";
import type { Db } from "../db/database";
import type { EventPayloads } from "../events/catalogue";
import type { UnitDeps } from "../events/units";

const SWEEP = "due";
/** The longest a need takes to fall from full to critical (hygiene: 48 h to empty), with a margin. */
const LONGEST_FALL_MS = 37 * MS_PER_HOUR;

/** Starts the watermark at `now` if there is none: a new server does not announce the past. */
export async function startWatermark(db: Db, now: Date): Promise<void> {
  await db
    .insertInto("notification_sweeps")
    .values({ name: SWEEP, swept_until: now })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

/**
 * [N4] When a need stored as `value` at `fromMs` falls below the critical line, or null when it is already below
 * (a need written while critical was announced when it fell, or never rose out of it).
 */
function criticalAtMs(value: number, fromMs: number, perHour: number): number | null {
  const need = clampNeed(value);
  if (need < CRITICAL_NEED_BELOW) return null;
  return fromMs + ((need - CRITICAL_NEED_BELOW) / perHour) * MS_PER_HOUR + 1;
}

/** The first need of an ant to become critical after its last write, and when. */
export function firstCritical(needs: Needs, fromMs: number): { need: string; atMs: number } | null {
  let first: { need: string; atMs: number } | null = null;
  for (const name of NEED_NAMES) {
    const at = criticalAtMs(needs[name], fromMs, NEED_DECAY_PER_HOUR[name]);
    if (at !== null && (!first || at < first.atMs)) first = { need: name, atMs: at };
  }
  return first;
}

type Due =
  | ({ type: "timer.finished" } & EventPayloads["timer.finished"])
  | ({ type: "need.critical" } & EventPayloads["need.critical"]);

async function dueIn(trx: Db, from: Date, to: Date): Promise<Due[]> {
  const found: Due[] = [];
  const trained = await trx
    .selectFrom("ants")
    .select(["id", "owner_id", "name", "training_until"])
    .where("training_until", ">", from)
    .where("training_until", "<=", to)
    .execute();
  for (const ant of trained) {
    if (!ant.training_until) continue;
    found.push({
      type: "timer.finished",
      userId: ant.owner_id,
      kind: "training",
      antId: ant.id,
      subject: ant.name,
      at: ant.training_until,
    });
  }
  const treated = await trx
    .selectFrom("ants")
    .select(["id", "owner_id", "name", "treatment_until"])
    .where("treatment_until", ">", from)
    .where("treatment_until", "<=", to)
    .execute();
  for (const ant of treated) {
    if (!ant.treatment_until) continue;
    found.push({
      type: "timer.finished",
      userId: ant.owner_id,
      kind: "treatment",
      antId: ant.id,
      subject: ant.name,
      at: ant.treatment_until,
    });
  }
  const bred = await trx
    .selectFrom("breedings")
    .select(["owner_id", "parents", "expected_birth"])
    .where("expected_birth", ">", from)
    .where("expected_birth", "<=", to)
    .execute();
  for (const row of bred) {
    const subject = row.parents.map((parent) => parent.name).join(" and ");
    found.push({
      type: "timer.finished",
      userId: row.owner_id,
      kind: "breeding",
      antId: null,
      subject,
      at: row.expected_birth,
    });
  }
  const needy = await trx
    .selectFrom("ants")
    .select(["id", "owner_id", "name", "food", "water", "rest", "hygiene", "exercise", "needs_updated_at"])
    .where("needs_updated_at", ">", new Date(from.getTime() - LONGEST_FALL_MS))
    .where("needs_updated_at", "<=", to)
    .execute();
  for (const ant of needy) {
    const first = firstCritical(ant, ant.needs_updated_at.getTime());
    if (!first || first.atMs <= from.getTime() || first.atMs > to.getTime()) continue;
    found.push({
      type: "need.critical",
      userId: ant.owner_id,
      antId: ant.id,
      antName: ant.name,
      need: first.need,
      at: new Date(first.atMs),
    });
  }
  return found;
}

/** Sweeps the window since the last sweep up to `now`; answers how many events it raised (0 when another node sweeps). */
export async function sweepDue({ db, events }: UnitDeps, now: Date): Promise<number> {
  return events.transact(db, async ({ trx, raise }) => {
    const mark = await trx
      .selectFrom("notification_sweeps")
      .select("swept_until")
      .where("name", "=", SWEEP)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!mark || mark.swept_until >= now) return 0;
    const due = await dueIn(trx, mark.swept_until, now);
    for (const event of due) await raise(event);
    await trx.updateTable("notification_sweeps").set({ swept_until: now }).where("name", "=", SWEEP).execute();
    return due.length;
  });
}
