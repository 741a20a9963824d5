// The users domain's front door: what other domains and app.ts may use; its tables and repositories stay private.
export { accountRoutes } from "./account-routes";
export { setSessionCookie } from "./cookie";
export { logoutRoutes } from "./logout-routes";
export { operatorRoutes } from "./operator-routes";
export { burnPasswordCheck, verifyPassword } from "./passwords";
export { profileRoutes } from "./profile-routes";
export type { UserRow } from "./repository";
export {
  findUserById,
  findUserByUsername,
  insertUserWithFreeName,
  lockPlayer,
  playerOf,
  presentUser,
  usernameKey,
} from "./repository";
export { SessionCache } from "./session-cache";
export { SessionEnds } from "./session-ends";
export { createSession } from "./sessions-repository";
export { signupRoutes } from "./signup-routes";
export { maxAntsTestRoutes } from "./test-routes";
