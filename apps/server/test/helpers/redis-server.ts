// A redis-server of the test's own on a free loopback port, to stop and restart under running nodes.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/** A free loopback port (the OS picks it, we release it for redis-server). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/** Starts redis-server (no persistence) and resolves once it accepts connections. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += String(chunk);
      if (out.includes("Ready to accept connections")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  return child;
}

export async function killRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}
