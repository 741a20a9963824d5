// GET /metrics (Prometheus text, METRICS_TOKEN bearer only) and the readings of this node's state taken at each scrape.
import { timingSafeEqual } from "node:crypto";
import { HEALTH_PATHS } from "@antbrawl/protocol/paths/health";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { OpenDatabase } from "../db/database";
import { notFound, unauthenticated } from "../lib/domain-error";
import type { Metrics } from "../lib/metrics";

const PROBE_CHANNEL = "metrics:probe";
const PROBE_TIMEOUT_MS = 1_000;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Times every answered request by its route pattern (not its URL: ids stay out of the labels). */
export function installHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/** The bus round trip: publish a stamp and wait (at most a second) for this node's own subscription to hear it. */
async function busProbe(app: FastifyInstance, metrics: Metrics): Promise<() => Promise<void>> {
  const { bus, nodeId } = app.deps;
  const waiting = new Map<number, (at: number) => void>();
  let next = 0;
  const unsubscribe = await bus.subscribe(`${PROBE_CHANNEL}:${nodeId}`, (payload) => {
    const id = (payload as { id?: unknown }).id;
    if (typeof id === "number") waiting.get(id)?.(performance.now());
  });
  app.addHook("onClose", async () => unsubscribe());
  return async () => {
    const id = next++;
    const sent = performance.now();
    const heard = await new Promise<number | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), PROBE_TIMEOUT_MS);
      waiting.set(id, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
      bus.publish(`${PROBE_CHANNEL}:${nodeId}`, { id }).catch(() => resolve(undefined));
    });
    waiting.delete(id);
    metrics.busLag.set(heard === undefined ? -1 : (heard - sent) / 1000);
  };
}

/** Registers /metrics and the state readings (queue, live battles, pool, bus, draining). */
export async function metricsRoutes(app: FastifyInstance, options: { pool?: OpenDatabase["pool"] }): Promise<void> {
  const { metrics, db, drain, config } = app.deps;
  metrics.reading(async () => {
    const row = await db.selectFrom("arena_tickets").select(sql<string>`count(*)`.as("n")).executeTakeFirst();
    metrics.queueTickets.set(Number(row?.n ?? 0));
  });
  metrics.reading(() => metrics.liveBattles.set(app.liveArena.drivenIds().length));
  metrics.reading(() => metrics.draining.set(drain.draining ? 1 : 0));
  const pool = options.pool;
  if (pool) {
    metrics.reading(() => {
      metrics.dbPool.set({ state: "total" }, pool.totalCount);
      metrics.dbPool.set({ state: "idle" }, pool.idleCount);
      metrics.dbPool.set({ state: "waiting" }, pool.waitingCount);
    });
  }
  const token = config.metricsToken;
  if (token) metrics.reading(await busProbe(app, metrics));

  app.get(HEALTH_PATHS.metrics.path, { schema: { hide: true } }, async (request, reply) => {
    // Without METRICS_TOKEN the route answers as if it did not exist.
    if (!token) throw notFound(`No route GET ${HEALTH_PATHS.metrics.path}`);
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    if (!sameToken(given, token)) throw unauthenticated("Send the metrics token as Authorization: Bearer <token>");
    return reply
      .header("content-type", metrics.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.scrape());
  });
}
