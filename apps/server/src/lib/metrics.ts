// This node's Prometheus metrics (prom-client): one registry per app, filled by the parts that do the work.
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

const FAST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const WAIT_BUCKETS = [0.1, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

/** The metrics of one app; readings that are states (queue length, pool) are taken when scraped, by `reading`. */
export class Metrics {
  readonly registry = new Registry();
  private defaultsOn = false;
  private readonly readings: Array<() => Promise<void> | void> = [];
  private readonly on = { registers: [this.registry] };

  readonly httpDuration = new Histogram({
    name: "antbrawl_http_request_duration_seconds",
    help: "HTTP requests by route pattern, method and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: FAST_BUCKETS,
    ...this.on,
  });
  readonly socketsOpen = new Gauge({
    name: "antbrawl_websocket_connections",
    help: "Open websocket connections on this node",
    ...this.on,
  });
  readonly socketMessages = new Counter({
    name: "antbrawl_websocket_messages_total",
    help: "Websocket messages received from clients (in) and sent to them (out)",
    labelNames: ["direction"] as const,
    ...this.on,
  });
  readonly queueTickets = new Gauge({
    name: "antbrawl_arena_queue_tickets",
    help: "Players waiting in the arena queue (all nodes)",
    ...this.on,
  });
  readonly pairingWait = new Histogram({
    name: "antbrawl_arena_pairing_wait_seconds",
    help: "Time from joining the arena queue to being paired, per paired player",
    buckets: WAIT_BUCKETS,
    ...this.on,
  });
  readonly liveBattles = new Gauge({
    name: "antbrawl_live_battles_driven",
    help: "Live battles this node drives now (holds the lease of)",
    ...this.on,
  });
  readonly turnLateness = new Histogram({
    name: "antbrawl_live_turn_lateness_seconds",
    help: "How long after its deadline a live turn was resolved and sent",
    buckets: FAST_BUCKETS,
    ...this.on,
  });
  readonly battlesSettled = new Counter({
    name: "antbrawl_battles_settled_total",
    help: "Battles settled by this node, by battle type (tournament matches are type tournament)",
    labelNames: ["type"] as const,
    ...this.on,
  });
  readonly dbQueries = new Histogram({
    name: "antbrawl_db_query_duration_seconds",
    help: "Database statements sent by this node, time to their result",
    buckets: FAST_BUCKETS,
    ...this.on,
  });
  readonly dbPool = new Gauge({
    name: "antbrawl_db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database",
    labelNames: ["state"] as const,
    ...this.on,
  });
  readonly busLag = new Gauge({
    name: "antbrawl_bus_roundtrip_seconds",
    help: "A message published on the bus and received back by this node, at the last scrape (-1: none came back)",
    ...this.on,
  });
  readonly draining = new Gauge({
    name: "antbrawl_draining",
    help: "1 while this node drains (not ready, handing its work to other nodes)",
    ...this.on,
  });

  /** Adds a reading taken before every scrape (a gauge of a state). */
  reading(read: () => Promise<void> | void): void {
    this.readings.push(read);
  }

  /** The Prometheus text of every metric; Node's defaults (event-loop lag, memory, GC) from the first scrape on. */
  async scrape(): Promise<string> {
    if (!this.defaultsOn) {
      this.defaultsOn = true;
      collectDefaultMetrics({ register: this.registry, prefix: "antbrawl_" });
    }
    await Promise.allSettled(this.readings.map(async (read) => read()));
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** A Kysely plugin timing every statement from its compilation to its result (failed ones are not counted). */
  queryTimer(): KyselyPlugin {
    const started = new WeakMap<QueryId, number>();
    const histogram = this.dbQueries;
    return {
      transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
        started.set(args.queryId, performance.now());
        return args.node;
      },
      async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
        const at = started.get(args.queryId);
        if (at !== undefined) histogram.observe((performance.now() - at) / 1000);
        return args.result;
      },
    };
  }
}
