// A player's battles, newest first, paged with a keyset cursor over (created_at, id), with their total wins.
import type { BattleList } from "@antbrawl/protocol/battles";
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import type { Db } from "../db/database";
import { invalid } from "../lib/domain-error";
import { loadBattles } from "./load";
import { type BattleCursor, countWins, userBattleIds } from "./repository";

/** Page size when the query gives none (spec 000 §9). */
const DEFAULT_HISTORY_LIMIT = 10;

/** The opaque cursor of a battle: base64url of "{created_at ms}.{id}". */
function encodeCursor(cursor: BattleCursor): string {
  return Buffer.from(`${cursor.createdAt.getTime()}.${cursor.battleId}`).toString("base64url");
}

/** Reads a cursor made by encodeCursor; 400 for anything else. */
function decodeCursor(text: string): BattleCursor {
  const decoded = Buffer.from(text, "base64url").toString("utf8");
  const match = /^(\d{1,15})\.(.+)$/.exec(decoded);
  if (!match?.[1] || !match[2]) throw invalid(BATTLE_ERRORS.badCursor);
  return { createdAt: new Date(Number(match[1])), battleId: match[2] };
}

/** One page of a player's battles; next_cursor is null on the last page. */
export async function battleHistory(
  db: Db,
  userId: string,
  options: { limit?: number; before?: string },
): Promise<BattleList> {
  const limit = options.limit ?? DEFAULT_HISTORY_LIMIT;
  const before = options.before ? decodeCursor(options.before) : undefined;
  const page = await userBattleIds(db, userId, limit + 1, before);
  const shown = page.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    battles: await loadBattles(
      db,
      shown.map((entry) => entry.battle_id),
    ),
    next_cursor:
      page.length > limit && last ? encodeCursor({ createdAt: last.created_at, battleId: last.battle_id }) : null,
    total_wins: await countWins(db, userId),
  };
}
