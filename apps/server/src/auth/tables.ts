// The auth domain's tables: identities linked from an OpenID Connect issuer, sign-in attempts under way, trusted devices.
import type { Generated } from "kysely";
import type { Timestamp } from "../db/columns";

/** A player's identity at an issuer, keyed by (issuer, subject): never matched by e-mail. */
export interface OidcIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: Timestamp;
}

/** One sign-in or link attempt: single use, expires within 10 minutes, bound to the browser that started it. */
export interface OidcAttemptsTable {
  state_hash: string;
  binding_hash: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  purpose: "signin" | "link";
  user_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A browser that signed in to the account with its password: its attempts count on their own (rule AU4). */
export interface TrustedDevicesTable {
  token_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}
