// A loopback push service for web push tests: counts and keeps every request, answers a chosen status; and a browser's
// side of a subscription (a real P-256 key pair and auth secret) that decrypts aes128gcm pushes (RFC 8188, RFC 8291).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: `answer(status)` sets what it answers; `received` holds every request, in order. */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const state = { status: 201, delayMs: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      setTimeout(() => response.writeHead(state.status).end(), state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer(status: number) {
      state.status = status;
    },
    /** Answers this long after each request arrives. */
    delay(ms: number) {
      state.delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription to `endpoint`: its PushSubscription JSON and what it needs to read a push. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    json: { endpoint, keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") } },
    /** The plaintext of an aes128gcm push body (one record). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20] ?? 0;
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync("sha256", secret, auth, info, 32));
      const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error("not the last record's padding delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/** The claims of a `vapid t=…, k=…` Authorization header whose JWT is signed (ES256) by `publicKey` (base64url). */
export function verifiedVapidClaims(authorization: string, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match?.[1] || match[2] !== publicKey) throw new Error(`not a vapid header for this key: ${authorization}`);
  const [header, claims, signature] = match[1].split(".") as [string, string, string];
  const raw = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID JWT's signature does not verify");
  expectedHeader(JSON.parse(Buffer.from(header, "base64url").toString()));
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
}

function expectedHeader(header: { alg?: string }) {
  if (header.alg !== "ES256") throw new Error(`JWT alg ${header.alg}`);
}
