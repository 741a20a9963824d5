// Session tokens: 256 random bits for the client, only a SHA-256 hash kept on the server.
import { createHash, randomBytes } from "node:crypto";

/** A new random token, base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The hash stored and looked up in place of the token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
