// Where one `GET` of an ant spends its time: the same read measured layer by layer in one run (issue 9's reason row).
import type { AddressInfo } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import { findAnt } from "../src/colony/ants-repository";
import { presentAnt } from "../src/colony/present-ant";
import type { Db } from "../src/db/database";
import { type Figures, loadFromChild, measure } from "./support";

/**
 * Reads per second through each layer: raw `query`, raw `exec`, Kysely, Kysely + `presentAnt`, a bare Fastify route
 * returning the same JSON, and a bare Fastify route doing the same read (no plugins, hooks or session).
 */
export async function getLayers(
  pglite: PGlite,
  db: Db,
  ants: { ownerId: string; antId: string }[],
  reads: number,
  concurrency: number,
): Promise<{
  query: Figures;
  exec: Figures;
  kysely: Figures;
  presented: Figures;
  fastify: Figures;
  fastifyRead: Figures;
}> {
  const ant = (i: number) => ants[i % ants.length] as { ownerId: string; antId: string };
  const query = await measure(reads, concurrency, (i) =>
    pglite.query("select * from ants where id = $1 and owner_id = $2", [ant(i).antId, ant(i).ownerId]),
  );
  const exec = await measure(reads, concurrency, (i) =>
    pglite.exec(`select * from ants where id = '${ant(i).antId}' and owner_id = '${ant(i).ownerId}'`),
  );
  const kysely = await measure(reads, concurrency, (i) => findAnt(db, ant(i).ownerId, ant(i).antId));
  const at = new Date();
  const sample = await findAnt(db, ant(0).ownerId, ant(0).antId);
  const presented = await measure(reads, concurrency, async (i) => {
    const row = await findAnt(db, ant(i).ownerId, ant(i).antId);
    return row && presentAnt(row, at);
  });
  const bare = Fastify();
  const body = sample ? presentAnt(sample, at) : {};
  bare.get("/ant/:id", async () => body);
  bare.get<{ Params: { ownerId: string; antId: string } }>("/read/:ownerId/:antId", async (request) => {
    const row = await findAnt(db, request.params.ownerId, request.params.antId);
    return row && presentAnt(row, at);
  });
  await bare.listen({ port: 0, host: "127.0.0.1" });
  try {
    const base = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
    const fastify = await loadFromChild(base, {
      kind: "closed",
      concurrency,
      requests: Array.from({ length: reads * 2 }, (_, i) => ({ method: "GET", path: `/ant/${i}` })),
    });
    const fastifyRead = await loadFromChild(base, {
      kind: "closed",
      concurrency,
      requests: Array.from({ length: reads }, (_, i) => ({
        method: "GET",
        path: `/read/${ant(i).ownerId}/${ant(i).antId}`,
      })),
    });
    return { query, exec, kysely, presented, fastify, fastifyRead };
  } finally {
    await bare.close();
  }
}
