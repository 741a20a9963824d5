// Signing in: username and password, Google (any OpenID Connect issuer), and whether Google is available here.
import { type Static, Type } from "@sinclair/typebox";
import { User } from "./users";

export const LoginBody = Type.Object(
  { username: Type.String({ maxLength: 200 }), password: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const OidcCallbackBody = Type.Object(
  { code: Type.String({ maxLength: 4096 }), state: Type.String({ maxLength: 512 }) },
  { additionalProperties: false },
);
export type OidcCallbackBody = Static<typeof OidcCallbackBody>;

/** What a sign-in answers, as sign-up does plus `success` and `message`. */
export const SignInAnswer = Type.Object(
  { success: Type.Boolean(), user: User, token: Type.String(), message: Type.String() },
  { $id: "SignInAnswer" },
);
export type SignInAnswer = Static<typeof SignInAnswer>;

export const OidcStartQuery = Type.Object({
  purpose: Type.Optional(Type.Union([Type.Literal("signin"), Type.Literal("link")])),
});
export type OidcStartQuery = Static<typeof OidcStartQuery>;

/** Whether Google sign-in works on this server, and if not, why in words a player understands. */
export const AuthConfig = Type.Object(
  { google: Type.Object({ enabled: Type.Boolean(), reason: Type.Union([Type.String(), Type.Null()]) }) },
  { $id: "AuthConfig" },
);
export type AuthConfig = Static<typeof AuthConfig>;

/** The spec's sign-in texts (spec 000 §5, §8), shown on the callback page. */
export const SIGN_IN_TEXTS = {
  badState: "Invalid state parameter - possible CSRF attack",
  noData: "No authentication data received from Google OAuth",
  failed: "Authentication failed",
  generic: "An error occurred during Google sign-in",
} as const;
