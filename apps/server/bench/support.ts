// Shared pieces of the API bench: timing with percentiles, bounded concurrency, a seeded database and app, a table.

import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { Kysely } from "kysely";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { OpenDatabase } from "../src/db/database";
import { migrateToLatest } from "../src/db/migrate";
import { FifoPgliteDialect } from "../src/db/pglite-fifo";
import type { Database } from "../src/db/schema";
import { createMemoryBus } from "../src/ws/bus";

export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  count: number;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Runs `total` calls with `concurrency` in flight; throughput and per-call latency percentiles (ms). */
export async function measure(
  total: number,
  concurrency: number,
  call: (i: number) => Promise<unknown>,
): Promise<Figures> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      await call(i);
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - started;
  samples.sort((a, b) => a - b);
  return {
    perSecond: (total / elapsed) * 1000,
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    count: total,
  };
}

/** A fresh, migrated in-memory PGlite with its raw handle (for baselines) and the app's Kysely over it. */
export async function benchPglite(): Promise<{ pglite: PGlite; database: OpenDatabase }> {
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new FifoPgliteDialect(pglite) });
  await migrateToLatest(db);
  return { pglite, database: { db, kind: "pglite", close: () => db.destroy() } };
}

/** The real app listening on a free local port, with no sign-up limit that a bench would hit. */
export async function listeningApp(database: OpenDatabase): Promise<{ app: FastifyInstance; base: string }> {
  const config = {
    ...loadConfig({}),
    webDist: null,
    logLevel: "silent",
    signupRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  };
  const app = await buildApp({ config, database, bus: createMemoryBus(), logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** One request of a load job run by `http-load.mjs`. */
export interface LoadRequest {
  method: string;
  path: string;
  token?: string;
  ok?: number[];
}

/** A load job for `http-load.mjs`: a closed loop over a list, or players each sending a cycle of requests. */
export type LoadJob =
  | { kind: "closed"; concurrency: number; requests: LoadRequest[] }
  | { kind: "players"; seconds: number; players: { cycle: LoadRequest[] }[] };

/**
 * Runs a load job from a separate Node process (`bench/http-load.mjs`), so the server's thread does only server work,
 * as it would with clients elsewhere; the baselines run in this thread without HTTP.
 */
export function loadFromChild(base: string, job: LoadJob): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [new URL("./http-load.mjs", import.meta.url).pathname], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(out) as Figures);
      else reject(new Error(`http-load exited with ${code}`));
    });
    child.stdin.end(JSON.stringify({ base, ...job }));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Closes the kept-alive sockets: after a long pause the server may already have closed them (ECONNRESET on reuse). */
export function dropIdleSockets(): void {
  agent.destroy();
}

/** A request through real HTTP (node:http, keep-alive: lighter than fetch); throws on an unexpected status. */
export function request(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; ok?: number[] } = {},
): Promise<{ status: number; json: unknown }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + path,
      {
        method,
        agent,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          if (!(options.ok ?? [200, 201]).includes(status)) reject(new Error(`${method} ${path}: ${status}`));
          else resolve({ status, json: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Runs a measure and adds this process's CPU time per call (µs): less sensitive than throughput to other load. */
export async function withCpu(run: () => Promise<Figures>): Promise<Figures & { cpuPerCall: number }> {
  const before = process.cpuUsage();
  const figures = await run();
  const used = process.cpuUsage(before);
  return { ...figures, cpuPerCall: (used.user + used.system) / figures.count };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Prints one bench row: the measure, its baseline from the same run and the ratio against the goal. */
export function row(name: string, measured: string, baseline: string, ratio: string, goal: string): void {
  console.log(`| ${name} | ${measured} | ${baseline} | ${ratio} | ${goal} |`);
}

/** "1234 /s, p50 1.20 ms, p99 3.40 ms" (and ", 410 µs CPU a call" when measured). */
export function describe(f: Figures & { cpuPerCall?: number }): string {
  const cpu = f.cpuPerCall === undefined ? "" : `, ${Math.round(f.cpuPerCall)} µs CPU a call`;
  return `${Math.round(f.perSecond)} /s, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}${cpu}`;
}

export { ms };

/** The machine's load averages (1, 5, 15 min), printed next to every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** Milliseconds rounded to whole ones, for a table cell. */
export const wholeMs = (value: number) => `${Math.round(value)} ms`;

export const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
