// Server CPU per authenticated GET of one ant and per care POST (args: raw|get|care|straight|both|all, request count); with
// PROFILE_DIR set, writes a CPU profile of each load phase there (docs/request-path-performance.md).
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { CARE_ROUTES } from "@antbrawl/protocol/ants";
import { sql } from "kysely";
import { careForAnt } from "../src/colony/care";
import { benchPglite, describe, listeningApp, loadFromChild, measure, request } from "./support";

const PLAYERS = 200;
const which = process.argv[2] ?? "all";
const total = Number(process.argv[3] ?? 6000);
const { pglite: raw, database } = await benchPglite();
const { app, base } = await listeningApp(database);
const players: { id: string; token: string; antId: string }[] = [];
for (let i = 0; i < PLAYERS; i++) {
  const signup = (await request(base, "POST", "/api/users", {
    body: { username: `prof${i}`, email: `prof${i}@bench.local` },
  })) as { json: { user: { id: string }; token: string } };
  const ant = (await request(base, "POST", `/api/users/${signup.json.user.id}/ants`, {
    token: signup.json.token,
    body: { name: `Prof ${i}`, appearance: { color: "#8B4513" } },
  })) as { json: { id: string } };
  players.push({ id: signup.json.user.id, token: signup.json.token, antId: ant.json.id });
}
const p = (i: number) => players[i % PLAYERS] as (typeof players)[number];
const session = new Session();
session.connect();
await session.post("Profiler.enable");
const cpu = async <T>(label: string, n: number, run: () => Promise<T>) => {
  if (process.env.PROFILE_DIR) await session.post("Profiler.start");
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = await run();
  const c = process.cpuUsage(c0);
  const wall = performance.now() - t0;
  if (process.env.PROFILE_DIR) {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(`${process.env.PROFILE_DIR}/${label.replace(/ /g, "-")}.cpuprofile`, JSON.stringify(profile));
  }
  console.log(
    label,
    `${((c.user + c.system) / n).toFixed(0)} µs CPU/op, ${(((c.user + c.system) / 1000 / wall) * 100).toFixed(0)}% busy`,
  );
  return out;
};
if (which === "raw" || which === "all") {
  await cpu("raw query", total, () =>
    measure(total, 16, (i) => raw.query("select * from ants where id = $1", [p(i).antId])),
  );
}
if (which !== "care" && which !== "raw") {
  const get = await cpu("GET", total, () =>
    loadFromChild(base, {
      kind: "closed",
      concurrency: 16,
      requests: Array.from({ length: total }, (_, i) => ({
        method: "GET",
        path: `/api/users/${p(i).id}/ants/${p(i).antId}`,
        token: p(i).token,
      })),
    }),
  );
  console.log("GET", describe(get));
}
if (which === "care" || which === "both" || which === "all") {
  await sql`update ants set food = 0, water = 0, hygiene = 0`.execute(database.db);
  const care = await cpu("care", total / 2, () =>
    loadFromChild(base, {
      kind: "closed",
      concurrency: 16,
      requests: Array.from({ length: total / 2 }, (_, i) => ({
        method: "POST",
        path: `/api/users/${p(i).id}/ants/${p(i).antId}/feed?${CARE_ROUTES.feed}=1`,
        token: p(i).token,
        ok: [200, 409],
      })),
    }),
  );
  console.log("care", describe(care));
}
if (which === "straight" || which === "all") {
  await sql`update ants set food = 0, water = 0, hygiene = 0`.execute(database.db);
  const at = app.deps.now();
  await cpu("care straight", total / 2, () =>
    measure(total / 2, 16, (i) => careForAnt(app.deps, p(i).id, p(i).antId, "feed", 1, at)),
  );
}
await app.close();
await database.close();
