// A first Google sign-in's username: from the profile's name or e-mail, cleaned, then the first free variant.
import { randomInt } from "node:crypto";
import { USERNAME_MAX, USERNAME_MIN } from "@antbrawl/protocol/users";

export interface ProfileClaims {
  name?: unknown;
  given_name?: unknown;
  preferred_username?: unknown;
  email?: unknown;
}

/** Letters and digits of a value (accents dropped), words joined; "" when nothing usable is left. */
function clean(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9_]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join("");
}

/** The base name: name, then given name, preferred username, e-mail local part, else "Player"; 3 to 26 characters. */
function baseUsername(claims: ProfileClaims): string {
  const email = typeof claims.email === "string" ? claims.email.split("@")[0] : undefined;
  const found =
    [claims.name, claims.given_name, claims.preferred_username, email].map(clean).find((v) => v.length > 0) ?? "Player";
  const padded = found.length < USERNAME_MIN ? `${found}Ant` : found;
  return padded.slice(0, USERNAME_MAX - 4);
}

/** Names to try in order: the base, base2 … base9, then base with random digits (de-duplication). */
export function usernameCandidates(claims: ProfileClaims): string[] {
  const base = baseUsername(claims);
  const numbered = Array.from({ length: 8 }, (_, i) => `${base}${i + 2}`);
  const random = Array.from({ length: 6 }, () => `${base}${randomInt(1000, 10_000)}`);
  return [base, ...numbered, ...random];
}
