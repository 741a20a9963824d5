// Another player's battle history, readable only when its owner made it public (the owner always reads their own).
import type { BattleList } from "@antbrawl/protocol/battles";
import { ERRORS, SOCIAL_ERRORS } from "@antbrawl/protocol/errors";
import { battleHistory } from "../battles";
import type { Db } from "../db/database";
import { forbidden, notFound } from "../lib/domain-error";
import { findUserById } from "../users";
import { readPreferences } from "./preferences-repository";

export async function publicBattleHistory(
  db: Db,
  viewerId: string,
  ownerId: string,
  query: { limit?: number; before?: string },
): Promise<BattleList> {
  if (viewerId !== ownerId) {
    const owner = await findUserById(db, ownerId);
    if (!owner) throw notFound(ERRORS.userNotFound);
    const prefs = await readPreferences(db, ownerId);
    if (!prefs.privacy.public_battle_history) throw forbidden(SOCIAL_ERRORS.battleHistoryPrivate);
  }
  return battleHistory(db, ownerId, query);
}
