// The arena bench's baseline: N sockets on a bare `ws` echo server (own process), as a burst and as a closed loop.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { cpuSeconds } from "./nodes";

const here = path.dirname(fileURLToPath(import.meta.url));

export interface EchoFigures {
  /** Every client sends one message at once: ms until its echo came back. */
  burst: { p50: number; p95: number; max: number };
  /** Every client sends again as soon as its echo arrives, for `seconds`: echoes received per second. */
  perSecond: number;
  /** Echoes per CPU-second of the echo server process. */
  perCpuSecond: number;
  seconds: number;
  /** With `broadcastRounds`: one client asks, the server sends one buffer to every client; ms until each got it. */
  broadcast?: { p50: number; p95: number; max: number; rounds: number };
}

export function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** N clients on a fresh echo server process; messages of `payloadBytes`, a burst then `seconds` of closed loop. */
export async function echoBaseline(
  clients: number,
  payloadBytes: number,
  seconds: number,
  broadcastRounds = 0,
): Promise<EchoFigures> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "echo-server.ts")], {
    cwd: path.resolve(here, ".."),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const sockets: WebSocket[] = [];
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("echo server did not start in 60 s")), 60_000);
      child.stdout?.on("data", (chunk: Buffer) => {
        const found = /port (\d+)/.exec(chunk.toString());
        if (found) {
          clearTimeout(timer);
          resolve(Number(found[1]));
        }
      });
      child.once("exit", (code) => reject(new Error(`echo server exited with ${code}`)));
    });
    const payload = JSON.stringify({ type: "echo", pad: "x".repeat(Math.max(0, payloadBytes - 24)) });
    let handler: (index: number) => void = () => {};
    for (let start = 0; start < clients; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, clients - start) }, async (_, k) => {
          const index = start + k;
          const socket = new WebSocket(`ws://127.0.0.1:${port}`);
          socket.on("message", () => handler(index));
          await new Promise<void>((resolve, reject) => {
            socket.once("open", () => resolve());
            socket.once("error", reject);
          });
          sockets[index] = socket;
        }),
      );
    }

    // Burst: everyone at once, as the arena's joins.
    const samples: number[] = [];
    const sentAt = new Array<number>(clients).fill(0);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`echo burst: ${samples.length}/${clients} in 60 s`)), 60_000);
      handler = (index) => {
        samples.push(performance.now() - (sentAt[index] as number));
        if (samples.length < clients) return;
        clearTimeout(timer);
        resolve();
      };
      for (let i = 0; i < clients; i++) {
        sentAt[i] = performance.now();
        sockets[i]?.send(payload);
      }
    });
    samples.sort((a, b) => a - b);

    // Fan-out: the first client asks for a broadcast; every client's delay from the ask, round after round.
    const fanOut: number[] = [];
    for (let round = 0; round < broadcastRounds; round++) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`echo broadcast round ${round} not delivered in 60 s`)),
          60_000,
        );
        let got = 0;
        const askedAt = performance.now();
        handler = () => {
          fanOut.push(performance.now() - askedAt);
          got += 1;
          if (got < clients) return;
          clearTimeout(timer);
          resolve();
        };
        sockets[0]?.send(`B${payload}`);
      });
    }
    fanOut.sort((a, b) => a - b);

    // Closed loop for `seconds`.
    let received = 0;
    let running = true;
    const cpuBefore = cpuSeconds(child.pid as number);
    const started = performance.now();
    handler = (index) => {
      received += 1;
      if (running) sockets[index]?.send(payload);
    };
    for (const socket of sockets) socket.send(payload);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    running = false;
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(child.pid as number) - cpuBefore;
    return {
      burst: { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples.at(-1) ?? 0 },
      perSecond: received / elapsed,
      perCpuSecond: received / Math.max(cpu, 0.01),
      seconds: elapsed,
      ...(broadcastRounds > 0
        ? {
            broadcast: {
              p50: percentile(fanOut, 0.5),
              p95: percentile(fanOut, 0.95),
              max: fanOut.at(-1) ?? 0,
              rounds: broadcastRounds,
            },
          }
        : {}),
    };
  } finally {
    for (const socket of sockets) socket?.terminate();
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      const stuck = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(stuck);
    }
  }
}
