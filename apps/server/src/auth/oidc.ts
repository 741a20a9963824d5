// Google (any OpenID Connect issuer) sign-in: attempts kept on the server, then sign in, sign up or link by (iss, sub).

import { SIGN_IN_TEXTS } from "@antbrawl/protocol/auth";
import { ACCOUNT_ERRORS, ERRORS } from "@antbrawl/protocol/errors";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import { conflict, DomainError, forbidden, invalid, notFound, unauthenticated } from "../lib/domain-error";
import { hashToken, newToken } from "../lib/tokens";
import { createSession, findUserById, insertUserWithFreeName, type UserRow } from "../users";
import {
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  type OidcDiscovery,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from "./oidc-client";
import { insertAttempt, linkIdentity, takeAttempt, userIdForIdentity } from "./repository";
import { usernameCandidates } from "./username";

/** An attempt lives at most this long between start and callback. */
export const ATTEMPT_TTL_MS = 10 * 60_000;

export interface OidcContext {
  db: Db;
  discovery: OidcDiscovery | null;
  now: Date;
  sessionDays: number;
  log: FastifyBaseLogger;
}

async function clientOf(ctx: OidcContext) {
  if (!ctx.discovery) throw notFound(ACCOUNT_ERRORS.googleUnconfigured);
  return ctx.discovery.get().catch((error: unknown) => {
    ctx.log.warn({ err: (error as Error).message }, "OpenID Connect discovery failed");
    throw new DomainError("invalid", ACCOUNT_ERRORS.googleUnreachable);
  });
}

/** Stores a new attempt and answers the issuer's authorization URL and the browser binding for the cookie. */
export async function startAttempt(
  ctx: OidcContext,
  input: { purpose: "signin" | "link"; userId: string | null; redirectUri: string },
): Promise<{ url: string; binding: string }> {
  if (input.purpose === "link" && !input.userId) throw unauthenticated(ACCOUNT_ERRORS.linkNeedsSession);
  const config = await clientOf(ctx);
  const state = randomState();
  const nonce = randomNonce();
  const verifier = randomPKCECodeVerifier();
  const binding = newToken();
  await insertAttempt(ctx.db, {
    state_hash: hashToken(state),
    binding_hash: hashToken(binding),
    nonce,
    code_verifier: verifier,
    redirect_uri: input.redirectUri,
    purpose: input.purpose,
    user_id: input.userId,
    created_at: ctx.now,
    expires_at: new Date(ctx.now.getTime() + ATTEMPT_TTL_MS),
  });
  const url = buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: "openid email profile",
    response_type: "code",
    code_challenge: await calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url: url.href, binding };
}

export interface Finished {
  user: UserRow;
  /** A new session's token, or null when an existing session linked the identity. */
  token: string | null;
  message: string;
}

/** Redeems the code for this browser's attempt (single use), checks the id token, then signs in, signs up or links. */
export async function finishAttempt(
  ctx: OidcContext,
  input: {
    code: string;
    state: string;
    binding: string | undefined;
    sessionUserId: string | undefined;
    userAgent?: string;
  },
): Promise<Finished> {
  if (!input.code.trim()) throw invalid(SIGN_IN_TEXTS.noData);
  if (!input.binding || !input.state) throw invalid(SIGN_IN_TEXTS.badState);
  const attempt = await takeAttempt(ctx.db, hashToken(input.state), hashToken(input.binding), ctx.now);
  if (!attempt) throw invalid(SIGN_IN_TEXTS.badState);
  if (attempt.expires_at.getTime() <= ctx.now.getTime()) throw invalid(ACCOUNT_ERRORS.attemptExpired);
  if (attempt.purpose === "link" && input.sessionUserId !== attempt.user_id) {
    throw forbidden(ACCOUNT_ERRORS.linkOtherSession);
  }
  const config = await clientOf(ctx);
  const returned = new URL(attempt.redirect_uri);
  returned.searchParams.set("code", input.code);
  returned.searchParams.set("state", input.state);
  const tokens = await authorizationCodeGrant(config, returned, {
    pkceCodeVerifier: attempt.code_verifier,
    expectedState: input.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  }).catch((error: unknown) => {
    const e = error as { name?: string; code?: string; message?: string };
    ctx.log.info({ err: { type: e.name, code: e.code, message: e.message } }, "OpenID Connect code exchange refused");
    throw unauthenticated(SIGN_IN_TEXTS.failed);
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw unauthenticated(SIGN_IN_TEXTS.failed);
  const issuer = config.serverMetadata().issuer;
  const email = typeof claims.email === "string" ? claims.email.slice(0, 254) : null;

  if (attempt.purpose === "link" && attempt.user_id) {
    return linkToPlayer(ctx, { issuer, subject: claims.sub, userId: attempt.user_id, email });
  }
  const existing = await userIdForIdentity(ctx.db, issuer, claims.sub);
  const user = existing ? await findUserById(ctx.db, existing) : undefined;
  if (user) {
    const token = await createSession(ctx.db, user.id, ctx.sessionDays, ctx.now, input.userAgent);
    return { user, token, message: "Signed in with Google" };
  }
  return signUpWithIdentity(ctx, { issuer, subject: claims.sub, email, claims, userAgent: input.userAgent });
}

async function linkToPlayer(
  ctx: OidcContext,
  link: { issuer: string; subject: string; userId: string; email: string | null },
): Promise<Finished> {
  const owner = await userIdForIdentity(ctx.db, link.issuer, link.subject);
  if (owner && owner !== link.userId) throw conflict(ACCOUNT_ERRORS.identityTaken);
  if (!owner && !(await linkIdentity(ctx.db, link))) {
    const again = await userIdForIdentity(ctx.db, link.issuer, link.subject);
    throw conflict(again && again !== link.userId ? ACCOUNT_ERRORS.identityTaken : ACCOUNT_ERRORS.alreadyLinked);
  }
  const user = await findUserById(ctx.db, link.userId);
  if (!user) throw notFound(ERRORS.userNotFound);
  return { user, token: null, message: "Google account linked: you can now sign in with Google" };
}

class IdentityRace extends Error {}

async function signUpWithIdentity(
  ctx: OidcContext,
  input: { issuer: string; subject: string; email: string | null; claims: Record<string, unknown>; userAgent?: string },
): Promise<Finished> {
  const { claims } = input;
  const picture = typeof claims.picture === "string" && /^https:\/\//.test(claims.picture) ? claims.picture : null;
  const name = typeof claims.name === "string" ? claims.name.slice(0, 100) : null;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await insertUserWithFreeName(trx, usernameCandidates(claims), {
        email: input.email ?? `${hashToken(`${input.issuer} ${input.subject}`).slice(0, 16)}@google.antbrawl.local`,
        name,
        avatarUrl: picture,
      });
      if (!user) throw conflict(ERRORS.usernameTaken);
      const linked = await linkIdentity(trx, {
        issuer: input.issuer,
        subject: input.subject,
        userId: user.id,
        email: input.email,
      });
      if (!linked) throw new IdentityRace();
      const token = await createSession(trx, user.id, ctx.sessionDays, ctx.now, input.userAgent);
      return { user, token, message: "Welcome! Your colony is ready" };
    });
  } catch (error) {
    if (!(error instanceof IdentityRace)) throw error;
    // The same identity signed up in parallel: sign in the player that won.
    const winner = await userIdForIdentity(ctx.db, input.issuer, input.subject);
    const user = winner ? await findUserById(ctx.db, winner) : undefined;
    if (!user) throw unauthenticated(SIGN_IN_TEXTS.failed);
    const token = await createSession(ctx.db, user.id, ctx.sessionDays, ctx.now, input.userAgent);
    return { user, token, message: "Signed in with Google" };
  }
}
