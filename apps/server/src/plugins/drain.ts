// Draining a node on SIGTERM: not ready and no new work at once, then (after the balancer noticed) close and hand over.
import { WS_CLOSE } from "@antbrawl/protocol/ws";
import type { FastifyInstance } from "fastify";

/** How long a peer gets to answer the restart close before its socket is cut. */
const SOCKET_CLOSE_GRACE_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drains and closes the app: /api/ready answers 503 and new sockets and queue joins are refused from now; after
 * `waitMs` (balancers stop sending traffic) the app closes, which releases this node's live battle leases (another
 * node's heartbeat takes each battle on, from its stored turn) and closes every socket with the restart code (clients
 * reconnect through the balancer and resume their stream). `wait` stands in for the pause in tests.
 */
export async function drainAndClose(
  app: FastifyInstance,
  waitMs: number,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<void> {
  app.deps.drain.start();
  app.log.info({ waitMs, liveBattles: app.liveArena.drivenIds().length }, "draining: not ready, taking no new work");
  await wait(waitMs);
  app.log.info("drained: closing sockets and handing live battles over");
  // Before close: @fastify/websocket's own close hook would end them without a code (1005, seen as a failure). Each
  // socket's cleanup (a seat marked away, presence) still needs the database and the bus: it ends before they close.
  await app.deps.hub.closeAll(WS_CLOSE.restart, "Server restarting", SOCKET_CLOSE_GRACE_MS);
  await app.deps.wsRouter.settled();
  await app.close();
}
