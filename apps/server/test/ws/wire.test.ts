// Broken HTTP on a real socket (header overflow, garbage, a huge URL) still answers JSON { detail }.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";

/** Sends raw bytes and resolves with everything the server wrote before closing. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("error", (error) => (answer ? resolve(answer) : reject(error)));
    socket.on("close", () => resolve(answer));
    socket.write(request);
  });
}

function parse(answer: string): { status: number; contentType: string; body: { detail?: unknown } } {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const status = Number(head.split(" ")[1]);
  const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? "";
  return { status, contentType, body: JSON.parse(body) };
}

describe("raw HTTP errors", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close());

  it("431 for headers that are too large", async () => {
    const answer = parse(
      await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(40_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/application\/json/);
    expect(typeof answer.body.detail).toBe("string");
  });

  it("431 or 414 for a URL longer than the header limit", async () => {
    const answer = parse(await rawExchange(port, `GET /api/${"u".repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect([414, 431]).toContain(answer.status);
    expect(typeof answer.body.detail).toBe("string");
  });

  it("400 for bytes that are not HTTP", async () => {
    const answer = parse(await rawExchange(port, "GARBAGE\u0000 / HTTP/9\r\n\r\n"));
    expect(answer.status).toBe(400);
    expect(typeof answer.body.detail).toBe("string");
  });

  it("400 { detail } for a NUL byte in a header value", async () => {
    const answer = parse(await rawExchange(port, "GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n"));
    expect(answer.status).toBe(400);
    expect(typeof answer.body.detail).toBe("string");
  });
});
