// Tournament test fixtures: the daily tournament's id, registrations, details and ledger sums.
import type { TournamentDetail, TournamentSummary } from "@antbrawl/protocol/tournaments";
import type { TestApp } from "./app";
import type { Player } from "./battle-fixtures";

/** GET /api/tournaments as a player: the listed tournaments. */
export async function listTournaments(t: TestApp, player: Player): Promise<TournamentSummary[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/tournaments", headers: player.auth });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { tournaments: TournamentSummary[] }).tournaments;
}

/** POST /api/tournaments/{id}/registrations. */
export async function register(t: TestApp, player: Player, tournamentId: string, antId: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/tournaments/${tournamentId}/registrations`,
    headers: player.auth,
    payload: { ant_id: antId },
  });
}

/** DELETE /api/tournaments/{id}/registrations. */
export async function withdraw(t: TestApp, player: Player, tournamentId: string) {
  return t.app.inject({
    method: "DELETE",
    url: `/api/tournaments/${tournamentId}/registrations`,
    headers: player.auth,
  });
}

/** GET /api/tournaments/{id}. */
export async function detail(t: TestApp, player: Player, tournamentId: string): Promise<TournamentDetail> {
  const res = await t.app.inject({ method: "GET", url: `/api/tournaments/${tournamentId}`, headers: player.auth });
  if (res.statusCode !== 200) throw new Error(`detail failed: ${res.statusCode} ${res.body}`);
  return res.json() as TournamentDetail;
}

/** A player's balance in milli-ETH as the balance route shows it. */
export async function balanceMilli(t: TestApp, player: Player): Promise<number> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/users/${player.user.id}/balance`,
    headers: player.auth,
  });
  return Math.round((res.json() as { balance: number }).balance * 1000);
}

/** Ledger transactions of a kind (entry_fee, entry_refund, prize). */
export async function transactionsOf(t: TestApp, kind: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom("ledger_transactions")
    .select("id")
    .where("kind", "=", kind as never)
    .execute();
  return rows.length;
}

/** The daily bracket of the default manual clock's day (2026-11-22, 08:00 UTC), 12 h before its 20:00 start. */
export const DAILY = "daily-2026-11-22";
export const TO_START_MS = 12 * 3_600_000;
/** A round every minute of the test clock. */
export const ROUND_MS = 60_000;
