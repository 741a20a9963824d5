// A player's tournament history: their entries newest start first, each with the round reached, wins and prize.
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import {
  TOURNAMENT_HISTORY_PAGE,
  type TournamentHistory,
  type TournamentHistoryEntry,
} from "@antbrawl/protocol/tournament-history";
import { roundCount } from "@antbrawl/rules/tournament/bracket";
import type { Db } from "../db/database";
import { invalid } from "../lib/domain-error";

/** Where the previous page ended: the (starts_at, tournament id) of its last row. */
interface HistoryCursor {
  startsAt: Date;
  tournamentId: string;
}

/** The opaque cursor: base64url of "{starts_at ms}.{tournament id}". */
function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.startsAt.getTime()}.${cursor.tournamentId}`).toString("base64url");
}

/** Reads a cursor made by encodeCursor; 400 for anything else. */
function decodeCursor(text: string): HistoryCursor {
  const decoded = Buffer.from(text, "base64url").toString("utf8");
  const match = /^(\d{1,15})\.([A-Za-z0-9:_-]{1,64})$/.exec(decoded);
  if (!match?.[1] || !match[2]) throw invalid(BATTLE_ERRORS.badCursor);
  return { startsAt: new Date(Number(match[1])), tournamentId: match[2] };
}

/** The player's entries still in (not withdrawn) with their tournament, newest start first, after the cursor. */
async function entryPage(db: Db, userId: string, limit: number, before?: HistoryCursor) {
  let query = db
    .selectFrom("tournament_entries as e")
    .innerJoin("tournaments as t", "t.id", "e.tournament_id")
    .select([
      "e.id as entry_id",
      "e.ant_id",
      "e.ant_name",
      "e.place",
      "e.prize_milli",
      "e.fee_milli",
      "t.id as tournament_id",
      "t.name",
      "t.format",
      "t.status",
      "t.starts_at",
      "t.size",
    ])
    .where("e.user_id", "=", userId)
    .where("e.house", "=", false)
    .where("e.withdrawn_at", "is", null);
  if (before) {
    query = query.where((eb) =>
      eb(eb.refTuple("t.starts_at", "t.id"), "<", eb.tuple(before.startsAt, before.tournamentId)),
    );
  }
  return query.orderBy("t.starts_at", "desc").orderBy("t.id", "desc").limit(limit).execute();
}

/** The matches (bracket rounds, arena games) the given entries were drawn into. */
async function matchesOfEntries(db: Db, tournamentIds: readonly string[], entryIds: readonly string[]) {
  if (entryIds.length === 0) return [];
  return db
    .selectFrom("tournament_matches")
    .select(["entry0_id", "entry1_id", "round", "winner_side", "ended_by"])
    .where("tournament_id", "in", tournamentIds)
    .where((eb) => eb.or([eb("entry0_id", "in", entryIds), eb("entry1_id", "in", entryIds)]))
    .execute();
}

const eth = (milli: number) => milli / 1000;

/** GET /api/users/{userId}/tournaments: one page of the player's tournaments; next_cursor is null on the last page. */
export async function tournamentHistory(
  db: Db,
  userId: string,
  options: { limit?: number; before?: string },
): Promise<TournamentHistory> {
  const limit = options.limit ?? TOURNAMENT_HISTORY_PAGE;
  const before = options.before ? decodeCursor(options.before) : undefined;
  const page = await entryPage(db, userId, limit + 1, before);
  const shown = page.slice(0, limit);
  const matches = await matchesOfEntries(
    db,
    shown.map((row) => row.tournament_id),
    shown.map((row) => row.entry_id),
  );
  const reached = new Map<string, number>();
  const played = new Map<string, number>();
  const won = new Map<string, number>();
  const count = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);
  for (const match of matches) {
    const sides = [match.entry0_id, match.entry1_id];
    const fought = match.ended_by === "battle" && (match.winner_side === 0 || match.winner_side === 1);
    for (const id of sides) {
      if (!id) continue;
      reached.set(id, Math.max(reached.get(id) ?? 0, match.round));
      if (fought) count(played, id);
    }
    const winner = fought ? sides[match.winner_side as 0 | 1] : null;
    if (winner) count(won, winner);
  }
  const tournaments = shown.map(
    (row): TournamentHistoryEntry => ({
      tournament_id: row.tournament_id,
      name: row.name,
      format: row.format,
      status: row.status,
      starts_at: row.starts_at.toISOString(),
      ant_id: row.ant_id,
      ant_name: row.ant_name,
      place: row.status === "cancelled" ? null : row.place,
      rounds: row.format === "bracket" && row.size ? roundCount(row.size) : null,
      round_reached: row.format === "bracket" ? (reached.get(row.entry_id) ?? null) : null,
      matches_played: played.get(row.entry_id) ?? 0,
      matches_won: won.get(row.entry_id) ?? 0,
      prize: eth(row.prize_milli ?? 0),
      entry_fee: eth(row.fee_milli),
    }),
  );
  const last = shown[shown.length - 1];
  return {
    tournaments,
    next_cursor:
      page.length > limit && last ? encodeCursor({ startsAt: last.starts_at, tournamentId: last.tournament_id }) : null,
  };
}
