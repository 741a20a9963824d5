// Account changes a player makes for themselves: a new username and a password to sign back in with.
import { ACCOUNT_ERRORS, ERRORS } from "@antbrawl/protocol/errors";
import { passwordProblem, usernameChangeProblem } from "@antbrawl/protocol/users";
import type { Db } from "../db/database";
import { isUniqueViolation } from "../db/errors";
import { conflict, invalid, notFound } from "../lib/domain-error";
import { hashPassword, verifyPassword } from "./passwords";
import { findUserById, renameUser, setPasswordHash, type UserRow } from "./repository";
import { deleteUserSessions } from "./sessions-repository";

/** Renames the player; unique regardless of case through the `username_key` index, so parallel claims cannot both win. */
export async function changeUsername(db: Db, userId: string, raw: string): Promise<UserRow> {
  const problem = usernameChangeProblem(raw);
  if (problem) throw invalid(problem);
  const row = await renameUser(db, userId, raw.trim()).catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict(ERRORS.usernameTaken) : error;
  });
  if (!row) throw notFound(ERRORS.userNotFound);
  return row;
}

/**
 * Sets or replaces the player's password; the current one is required once one is set. In the same transaction it ends
 * the player's other sessions (all of them when `keep` is undefined) and answers their token hashes, to be announced.
 */
export async function setPassword(
  db: Db,
  userId: string,
  newPassword: string,
  currentPassword: string | undefined,
  keep: string | undefined,
): Promise<string[]> {
  const problem = passwordProblem(newPassword);
  if (problem) throw invalid(problem);
  const user = await findUserById(db, userId);
  if (!user) throw notFound(ERRORS.userNotFound);
  if (user.password_hash !== null) {
    if (!currentPassword) throw invalid(ACCOUNT_ERRORS.currentPasswordRequired);
    if (!(await verifyPassword(currentPassword, user.password_hash))) {
      throw invalid(ACCOUNT_ERRORS.currentPasswordWrong);
    }
  }
  const hash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    if (!(await setPasswordHash(trx, userId, hash, user.password_hash))) {
      throw conflict("Your password was changed meanwhile: reload and try again");
    }
    return deleteUserSessions(trx, userId, keep);
  });
}
