// Units of work: one transaction, and the domain events raised in it. Handlers a domain registers "in transaction" run
// at once on the same transaction (their writes commit or roll back with the work); "after commit" handlers (live
// notices) run once it committed, in the order the events were raised, and never fail the work.
import type { Kysely } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { DomainEvent, EventType } from "./catalogue";

/** What a service needs to open units of work: the database and the app's events. */
export interface UnitDeps {
  db: Kysely<Database>;
  events: Events;
}

/** The open unit of work a service writes through. */
export interface Work {
  /** The transaction every write of the unit goes through (lock order: see docs/ARCHITECTURE.md). */
  readonly trx: Db;
  /** Raises an event: in-transaction handlers run now, after-commit handlers once the unit committed. */
  raise(event: DomainEvent): Promise<void>;
}

type Of<T extends EventType> = Extract<DomainEvent, { type: T }>;
type InTransaction<T extends EventType> = (event: Of<T>, work: Work) => Promise<void>;
type AfterCommit<T extends EventType> = (event: Of<T>) => void | Promise<void>;

/** Where after-commit handlers report a failure (the app's logger). */
export interface EventLog {
  warn(context: object, message: string): void;
}

/** The events of one app: who handles what, and the units of work that deliver them. */
export class Events {
  private readonly during = new Map<EventType, InTransaction<EventType>[]>();
  private readonly after = new Map<EventType, AfterCommit<EventType>[]>();

  constructor(private readonly log: EventLog = { warn() {} }) {}

  /** Runs `handler` inside the transaction of every unit that raises `type`, in registration order. */
  inTransaction<T extends EventType>(type: T, handler: InTransaction<T>): void {
    const list = this.during.get(type) ?? [];
    list.push(handler as unknown as InTransaction<EventType>);
    this.during.set(type, list);
  }

  /** Runs `handler` once a unit that raised `type` committed; a failure is logged, never thrown. */
  afterCommit<T extends EventType>(type: T, handler: AfterCommit<T>): void {
    const list = this.after.get(type) ?? [];
    list.push(handler as unknown as AfterCommit<EventType>);
    this.after.set(type, list);
  }

  /**
   * Runs `run` in one transaction of `db`; answers its result once committed and the events it raised were delivered
   * to after-commit handlers. Nothing is delivered when the work throws (the transaction rolled back).
   */
  async transact<T>(db: Kysely<Database>, run: (work: Work) => Promise<T>): Promise<T> {
    const raised: DomainEvent[] = [];
    const result = await db.transaction().execute((trx) => run(this.open(trx, raised)));
    await this.deliver(raised);
    return result;
  }

  /**
   * A unit on a transaction someone else opened and commits (a caller that must share one); its events are held in
   * `raised` for the caller to `deliver` after its commit.
   */
  open(trx: Db, raised: DomainEvent[]): Work {
    const work: Work = {
      trx,
      raise: async (event) => {
        raised.push(event);
        for (const handler of this.during.get(event.type) ?? []) await handler(event, work);
      },
    };
    return work;
  }

  /** Delivers committed events to after-commit handlers, in order. */
  async deliver(raised: readonly DomainEvent[]): Promise<void> {
    for (const event of raised) {
      for (const handler of this.after.get(event.type) ?? []) {
        try {
          await handler(event);
        } catch (error) {
          this.log.warn({ err: (error as Error).message, event: event.type }, "after-commit handler failed");
        }
      }
    }
  }
}
