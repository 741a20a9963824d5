// Users, sign-up and sessions: request and answer shapes of /api/users and /api/auth.
import { type Static, Type } from "@sinclair/typebox";

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const EMAIL_MAX = 254;

export const User = Type.Object(
  {
    id: Type.String(),
    username: Type.String(),
    name: Type.Union([Type.String(), Type.Null()]),
    email: Type.String(),
    avatar_url: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: "date-time" }),
    validated: Type.Boolean(),
    max_ants: Type.Integer(),
  },
  { $id: "User" },
);
export type User = Static<typeof User>;

export const CreateUserBody = Type.Object(
  {
    username: Type.String({ description: "3 to 30 characters after trimming; unique regardless of case" }),
    email: Type.String({ maxLength: EMAIL_MAX }),
  },
  { additionalProperties: false },
);
export type CreateUserBody = Static<typeof CreateUserBody>;

export const SessionAnswer = Type.Object({ user: User, token: Type.String() }, { $id: "SessionAnswer" });
export type SessionAnswer = Static<typeof SessionAnswer>;

export const UserIdParams = Type.Object({ userId: Type.String() });
export type UserIdParams = Static<typeof UserIdParams>;

export const SuccessAnswer = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type SuccessAnswer = Static<typeof SuccessAnswer>;

/** Trims and checks a username; returns the problem in words or null when it is acceptable. */
export function usernameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name.length === 0) return "Username is required";
  if (name.length < USERNAME_MIN) return `Username must be at least ${USERNAME_MIN} characters long`;
  if (name.length > USERNAME_MAX) return `Username must be at most ${USERNAME_MAX} characters long`;
  return null;
}

/** Passwords: at least this many characters (a passphrase fits), at most PASSWORD_MAX (bounds the hashing work). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const ChangeUsernameBody = Type.Object(
  {
    new_username: Type.String({
      maxLength: 200,
      description: "3 to 30 characters after trimming; unique regardless of case",
    }),
  },
  { additionalProperties: false },
);
export type ChangeUsernameBody = Static<typeof ChangeUsernameBody>;

/** The profile's username check (spec 000 §5): the problem in the spec's words, or null. */
export function usernameChangeProblem(raw: string): string | null {
  const name = raw.trim();
  if (name.length === 0) return "Username cannot be empty";
  if (name.length < USERNAME_MIN) return `Username must be at least ${USERNAME_MIN} characters long`;
  if (name.length > USERNAME_MAX) return `Username must be at most ${USERNAME_MAX} characters long`;
  return null;
}

export const SetPasswordBody = Type.Object(
  {
    new_password: Type.String({ maxLength: 1000, description: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters` }),
    current_password: Type.Optional(Type.String({ maxLength: 1000, description: "required once a password is set" })),
    sign_out: Type.Optional(
      Type.Union([Type.Literal("others"), Type.Literal("all")], {
        description: "sessions the change ends: every other one (default), or all, this one included",
      }),
    ),
  },
  { additionalProperties: false },
);
export type SetPasswordBody = Static<typeof SetPasswordBody>;

/** A saved password, and how many sessions it ended (the others, or all of them with `sign_out: "all"`). */
export const PasswordAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  ended_sessions: Type.Integer({ minimum: 0 }),
});
export type PasswordAnswer = Static<typeof PasswordAnswer>;

/** The password rule in words, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters long`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters long`;
  return null;
}

/** How a player can sign back in: a password, a linked Google (OpenID Connect) identity, or neither. */
export const SignInMethods = Type.Object(
  {
    password: Type.Boolean(),
    google: Type.Object({ linked: Type.Boolean(), email: Type.Union([Type.String(), Type.Null()]) }),
    google_available: Type.Boolean(),
  },
  { $id: "SignInMethods" },
);
export type SignInMethods = Static<typeof SignInMethods>;

export const SessionInfo = Type.Object({
  id: Type.String(),
  created_at: Type.String({ format: "date-time" }),
  last_used_at: Type.String({ format: "date-time" }),
  user_agent: Type.Union([Type.String(), Type.Null()]),
  current: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const SessionList = Type.Object({ sessions: Type.Array(SessionInfo) }, { $id: "SessionList" });
export type SessionList = Static<typeof SessionList>;

export const SessionIdParams = Type.Object({ userId: Type.String(), sessionId: Type.String({ maxLength: 100 }) });
export type SessionIdParams = Static<typeof SessionIdParams>;
