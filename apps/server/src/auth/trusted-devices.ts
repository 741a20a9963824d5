// Trusted devices (rule AU4): the cookie a browser gets from a password sign-in, and its row keyed by the token's hash.
import { TRUSTED_DEVICE_DAYS } from "@antbrawl/rules/accounts/sign-in-attempts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database";
import { hashToken, newToken } from "../lib/tokens";

const DEVICE_COOKIE = "antbrawl_device";
const DAY_MS = 86_400_000;

/** The device id (the token's hash) when the request's device cookie is trusted for this player now. */
export async function trustedDeviceOf(
  db: Db,
  request: FastifyRequest,
  userId: string,
  now: Date,
): Promise<string | undefined> {
  const token = request.cookies?.[DEVICE_COOKIE];
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("trusted_devices")
    .select("token_hash")
    .where("token_hash", "=", tokenHash)
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.token_hash;
}

/**
 * After a right password: the browser keeps (and extends) its trust for this player, or gets a new device cookie. The
 * player's expired devices are removed on the way.
 */
export async function trustDevice(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: string,
  known: string | undefined,
  now: Date,
): Promise<void> {
  const { db, config } = app.deps;
  const expiresAt = new Date(now.getTime() + TRUSTED_DEVICE_DAYS * DAY_MS);
  await db.deleteFrom("trusted_devices").where("user_id", "=", userId).where("expires_at", "<=", now).execute();
  if (known) {
    await db.updateTable("trusted_devices").set({ expires_at: expiresAt }).where("token_hash", "=", known).execute();
    return;
  }
  const token = newToken();
  await db
    .insertInto("trusted_devices")
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();
  reply.setCookie(DEVICE_COOKIE, token, {
    path: "/api/auth/login",
    httpOnly: true,
    sameSite: "strict",
    secure: config.publicOrigin?.startsWith("https://") ?? false,
    maxAge: TRUSTED_DEVICE_DAYS * 86_400,
  });
}
