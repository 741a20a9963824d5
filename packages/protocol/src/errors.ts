// The one error shape every failing API call answers with, and the codes behind it.
import { type Static, Type } from "@sinclair/typebox";

export const ErrorBody = Type.Object({ detail: Type.String() }, { $id: "ErrorBody" });
export type ErrorBody = Static<typeof ErrorBody>;

export const HTTP_STATUS = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
} as const;

export const ERRORS = {
  notAuthenticated: "Not authenticated: sign in or send a valid session token",
  forbidden: "You can only access your own account",
  usernameTaken: "Username already taken",
  userNotFound: "User not found",
  tooManySignups: "Too many sign-ups from this address, please wait a minute and try again",
  tooManyRequests: "Too many requests, please slow down",
  malformedJson: "Request body is not valid JSON",
  notFound: "Not found",
} as const;
