// PostgreSQL connection loss under load: backends terminated mid-request and a refused database never crash the
// process; requests in flight answer 503 { detail }, health says the database is down, and service resumes by itself.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type ServerProcess, startServer } from "../helpers/server-process";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("PostgreSQL connection loss", () => {
  const name = `antbrawl_fault_${randomBytes(5).toString("hex")}`;
  let port = 0;
  let base = "";
  let admin: pg.Client;
  let server: ServerProcess;

  const terminateAll = async () => {
    const { rows } = await admin.query(
      "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [name],
    );
    return rows[0].n as number;
  };
  const health = async () => {
    const res = await fetch(`${base}/api/health`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** Asks health until it answers `status`; each try is a real answer, bounded in count. */
  const healthUntil = async (status: number, tries = 500) => {
    for (let i = 0; i < tries; i++) {
      const answer = await health();
      if (answer.status === status) return answer;
    }
    throw new Error(`health never answered ${status}`);
  };

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    server = startServer({ PORT: String(port), DATABASE_URL: url.toString() });
    await server.waitFor(/Antbrawl is up/, 180_000);
  }, 200_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    await server?.exited;
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("backends terminated while requests are in flight: no crash, 503 { detail } at worst, then serving again", async () => {
    const signup = await fetch(`${base}/api/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "Loaded", email: "l@e.f" }),
    });
    expect(signup.status).toBe(201);
    const { user, token } = (await signup.json()) as { user: { id: string }; token: string };

    const statuses: number[] = [];
    const bad: string[] = [];
    let running = true;
    let completed = 0;
    const worker = async () => {
      while (running) {
        const res = await fetch(`${base}/api/users/${user.id}/ants`, {
          headers: { authorization: `Bearer ${token}` },
        }).catch((error: Error) => {
          bad.push(`no answer: ${error.message}`);
          running = false;
        });
        if (!res) return;
        const text = await res.text();
        statuses.push(res.status);
        if (res.status !== 200 && !(res.status === 503 && typeof JSON.parse(text).detail === "string")) {
          bad.push(`${res.status} ${text}`);
        }
        completed += 1;
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    for (let round = 0; round < 4; round++) {
      const mark = completed;
      while (running && completed < mark + 20) await new Promise((resolve) => setImmediate(resolve));
      expect(await terminateAll()).toBeGreaterThan(0);
    }
    const mark = statuses.length;
    while (statuses.slice(mark).filter((s) => s === 200).length < 20) {
      if (!running) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    running = false;
    await Promise.all(workers);

    expect(server.child.exitCode).toBeNull();
    expect(bad).toEqual([]);
    expect(statuses.slice(mark).filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    expect((await health()).status).toBe(200);
  });

  it("a database that refuses connections: health 503 naming the database, then ok again without a restart", async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await terminateAll();
    const down = await healthUntil(503);
    expect(down.body).toMatchObject({ status: "down", database: "down", degraded: ["database"] });
    expect(typeof down.body.detail).toBe("string");
    const signup = await fetch(`${base}/api/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "During", email: "d@e.f" }),
    });
    expect(signup.status).toBe(503);
    expect(typeof ((await signup.json()) as { detail?: unknown }).detail).toBe("string");

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    const up = await healthUntil(200);
    expect(up.body).toMatchObject({ status: "ok", database: "postgres", degraded: [] });
    const after = await fetch(`${base}/api/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "After", email: "a@e.f" }),
    });
    expect(after.status).toBe(201);
    expect(server.child.exitCode).toBeNull();
  });
});
