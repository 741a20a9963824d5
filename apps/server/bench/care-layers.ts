// Where one care action spends its time: the same work measured layer by layer in one run, without HTTP.
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { careForAnt } from "../src/colony/care";
import { type Figures, measure } from "./support";

const empty = (app: FastifyInstance) =>
  sql`update ants set food = 0, water = 0, hygiene = 0, needs_updated_at = now()`.execute(app.deps.db);

/**
 * Care calls per second through each layer: the raw baseline's two statements through the app's driver (prepared,
 * BEGIN/COMMIT by `exec`), and the whole care action (lock, vitals, event, achievements) called straight, no HTTP.
 */
export async function careLayers(
  app: FastifyInstance,
  ants: { ownerId: string; antId: string }[],
  calls: number,
  concurrency: number,
): Promise<{ driver: Figures; service: Figures }> {
  const ant = (i: number) => ants[i % ants.length] as { ownerId: string; antId: string };
  const { db } = app.deps;
  const driver = await measure(calls, concurrency, (i) =>
    db.transaction().execute(async (trx) => {
      await sql`select * from ants where id = ${ant(i).antId} for update`.execute(trx);
      await sql`update ants set updated_at = now() where id = ${ant(i).antId}`.execute(trx);
    }),
  );
  await empty(app);
  const now = app.deps.now();
  const service = await measure(calls, concurrency, (i) =>
    careForAnt(app.deps, ant(i).ownerId, ant(i).antId, "feed", 1, now).catch(() => undefined),
  );
  await empty(app);
  return { driver, service };
}
