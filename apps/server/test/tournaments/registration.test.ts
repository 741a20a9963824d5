// Tournament registration through the API: fee held and refunded, every refusal 4xx {detail} changing nothing.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { makeAnt, type Player, playerWithAnts, setAnt } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import {
  balanceMilli,
  detail,
  listTournaments,
  register,
  transactionsOf,
  withdraw,
} from "../helpers/tournament-fixtures";

const DAILY = "daily-2026-11-22";

describe.each(DIALECTS)("tournament registration on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, { tournamentRoundMs: 60_000 }, { now: clock.now });
  });
  afterEach(async () => t.close());

  async function entries(): Promise<number> {
    const rows = await t.database.db
      .selectFrom("tournament_entries")
      .select("id")
      .where("withdrawn_at", "is", null)
      .execute();
    return rows.length;
  }

  async function refusedAndUnchanged(player: Player, res: { statusCode: number; json(): unknown }, status: number) {
    expect(res.statusCode).toBe(status);
    expect(typeof (res.json() as { detail?: unknown }).detail).toBe("string");
    return { entries: await entries(), balance: await balanceMilli(t, player) };
  }

  it("lists the next daily bracket at 20:00 UTC with its fee, and registers a ready ant holding the fee", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    const listed = (await listTournaments(t, player)).find((x) => x.format === "bracket");
    expect(listed).toMatchObject({
      id: DAILY,
      format: "bracket",
      status: "registering",
      starts_at: "2026-11-22T20:00:00.000Z",
      entry_fee: 1,
      prize_pool: 0,
      registered: 0,
      max_players: 64,
      my_ant_id: null,
    });
    const res = await register(t, player, DAILY, ants[0] as string);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tournament_id: DAILY, ant_id: ants[0], entry_fee: 1 });
    expect(await balanceMilli(t, player)).toBe(9000);
    const after = (await listTournaments(t, player)).find((x) => x.id === DAILY);
    expect(after).toMatchObject({ registered: 1, prize_pool: 1, my_ant_id: ants[0] });
    expect((await detail(t, player, DAILY)).standings).toHaveLength(1);
  });

  it("refunds the fee on withdrawal, once; a new registration holds a new fee", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    await listTournaments(t, player);
    expect((await register(t, player, DAILY, ants[0] as string)).statusCode).toBe(201);
    const out = await withdraw(t, player, DAILY);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ refunded: 1 });
    expect(await balanceMilli(t, player)).toBe(10_000);
    const again = await withdraw(t, player, DAILY);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe("You are not registered for this tournament");
    expect(await balanceMilli(t, player)).toBe(10_000);
    expect((await register(t, player, DAILY, ants[0] as string)).statusCode).toBe(201);
    expect(await balanceMilli(t, player)).toBe(9000);
    expect(await transactionsOf(t, "entry_fee")).toBe(2);
    expect(await transactionsOf(t, "entry_refund")).toBe(1);
  });

  it("refuses a stranger's ant, a second ant, an unready ant, no fee, bad input and an unknown tournament", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const other = await playerWithAnts(t, 1);
    await listTournaments(t, player);
    const before = { entries: 0, balance: 10_000 };

    const stranger = await register(t, player, DAILY, other.ants[0] as string);
    expect(await refusedAndUnchanged(player, stranger, 404)).toEqual(before);
    expect(stranger.json().detail).toBe("Ant not found");

    await setAnt(t, ants[0] as string, { current_health: 20 });
    const weak = await register(t, player, DAILY, ants[0] as string);
    expect(await refusedAndUnchanged(player, weak, 409)).toEqual(before);
    expect(weak.json().detail).toBe("Health too low (need 50%+)");

    for (const payload of [{}, { ant_id: ants[1], extra: 1 }, { ant_id: 5 }]) {
      const bad = await t.app.inject({
        method: "POST",
        url: `/api/tournaments/${DAILY}/registrations`,
        headers: player.auth,
        payload,
      });
      expect(await refusedAndUnchanged(player, bad, 400)).toEqual(before);
    }
    const unknown = await register(t, player, "daily-1999-01-01", ants[1] as string);
    expect(await refusedAndUnchanged(player, unknown, 404)).toEqual(before);
    expect(unknown.json().detail).toBe("Tournament not found");
    const badId = await register(t, player, "no spaces allowed", ants[1] as string);
    expect(badId.statusCode).toBe(400);

    await t.database.db.updateTable("tournaments").set({ entry_fee_milli: 20_000 }).execute();
    const poor = await register(t, player, DAILY, ants[1] as string);
    expect(await refusedAndUnchanged(player, poor, 409)).toEqual(before);
    expect(poor.json().detail).toBe("Not enough ETH for the entry fee (20 ETH)");
    await t.database.db.updateTable("tournaments").set({ entry_fee_milli: 1000 }).execute();

    expect((await register(t, player, DAILY, ants[1] as string)).statusCode).toBe(201);
    const second = await register(t, player, DAILY, await makeAnt(t, player));
    expect(await refusedAndUnchanged(player, second, 409)).toEqual({ entries: 1, balance: 9000 });
    expect(second.json().detail).toBe("You already have an ant in this tournament");
    const anonymous = await t.app.inject({ method: "GET", url: "/api/tournaments" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("20 parallel registrations of the same ant count once and hold one fee", async () => {
    const { player, ants } = await playerWithAnts(t, 1);
    await listTournaments(t, player);
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(t, player, DAILY, ants[0] as string)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    expect(await entries()).toBe(1);
    expect(await balanceMilli(t, player)).toBe(9000);
    expect(await transactionsOf(t, "entry_fee")).toBe(1);
  });

  it("after the start neither registers nor withdraws; fewer than two entrants cancel it with refunds", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    await listTournaments(t, player);
    expect((await register(t, player, DAILY, ants[0] as string)).statusCode).toBe(201);
    clock.advanceHours(12);
    await t.app.tournaments.tick();
    const late = await withdraw(t, player, DAILY);
    expect(late.statusCode).toBe(409);
    const today = (await listTournaments(t, player)).find((listed) => listed.id === DAILY);
    expect(today).toMatchObject({ id: DAILY, status: "cancelled" });
    expect(await balanceMilli(t, player)).toBe(10_000);
    const closed = await register(t, player, DAILY, ants[1] as string);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toBe("Registration is closed: the tournament has started");
    expect(await transactionsOf(t, "entry_refund")).toBe(1);
  });
});
