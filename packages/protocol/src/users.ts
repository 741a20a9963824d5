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
