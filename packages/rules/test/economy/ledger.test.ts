// Double-entry postings for grants and battles, and money conservation over many random ranked battles ([K6], [K7]).
import { describe, expect, it } from "vitest";
import {
  applyPostings,
  escrowAccount,
  grantEntries,
  HOUSE_ACCOUNT,
  ISSUANCE_ACCOUNT,
  ledgerEntriesForBattle,
  playerAccount,
  sumPostings,
} from "../../src/economy/ledger";
import { settlePot } from "../../src/economy/pot";
import { canStake, OPENING_GRANT_MILLI, STAKE_MAX_MILLI, STAKE_STEP_MILLI } from "../../src/economy/stake";
import { createRng, randomInt } from "../../src/random";

const battle = {
  battleId: "b1",
  stakes: [
    { userId: "u1", stakeMilli: 300 },
    { userId: "u2", stakeMilli: 500 },
  ],
} as const;

describe("ledger", () => {
  it("[K6] hold moves each stake to escrow; settle pays 95% to the winner and 5% to the house; refund returns stakes", () => {
    const hold = ledgerEntriesForBattle(battle, { kind: "hold" });
    expect(hold.postings).toEqual([
      { account: "player:u1", amount: -300 },
      { account: "escrow:b1", amount: 300 },
      { account: "player:u2", amount: -500 },
      { account: "escrow:b1", amount: 500 },
    ]);
    const settle = ledgerEntriesForBattle(battle, { kind: "settle", winnerUserId: "u2" });
    expect(settle.postings).toEqual([
      { account: "escrow:b1", amount: -800 },
      { account: "player:u2", amount: 760 },
      { account: HOUSE_ACCOUNT, amount: 40 },
    ]);
    const refund = ledgerEntriesForBattle(battle, { kind: "refund" });
    for (const tx of [hold, settle, refund, grantEntries("u1")]) expect(sumPostings(tx.postings)).toBe(0);
    expect(
      ledgerEntriesForBattle(
        {
          ...battle,
          stakes: [
            { userId: "u1", stakeMilli: 0 },
            { userId: "u2", stakeMilli: 0 },
          ],
        },
        { kind: "hold" },
      ).postings,
    ).toEqual([]);
    expect(() => ledgerEntriesForBattle(battle, { kind: "settle", winnerUserId: "u3" })).toThrow(RangeError);
  });

  it("[K7] over 1,000 random ranked battles money is conserved, winners get exactly 95%, stakes above balance are refused", () => {
    const rng = createRng(424242);
    const players = Array.from({ length: 20 }, (_, i) => `u${i}`);
    let balances: Record<string, number> = {};
    let granted = 0;
    for (const userId of players) {
      balances = applyPostings(balances, grantEntries(userId).postings);
      granted += OPENING_GRANT_MILLI;
    }
    let refused = 0;
    for (let n = 0; n < 1000; n++) {
      const a = players[randomInt(rng, 0, players.length - 1)] ?? "u0";
      let b = players[randomInt(rng, 0, players.length - 1)] ?? "u1";
      if (b === a) b = players[(players.indexOf(a) + 1) % players.length] ?? "u1";
      const stake = () => randomInt(rng, 0, STAKE_MAX_MILLI / STAKE_STEP_MILLI / 20) * STAKE_STEP_MILLI;
      const stakes = [
        { userId: a, stakeMilli: stake() },
        { userId: b, stakeMilli: stake() },
      ] as const;
      if (stakes.some((s) => !canStake(balances[playerAccount(s.userId)] ?? 0, s.stakeMilli).ok)) {
        refused++;
        continue;
      }
      const ranked = { battleId: `battle-${n}`, stakes };
      balances = applyPostings(balances, ledgerEntriesForBattle(ranked, { kind: "hold" }).postings);
      const winner = rng.next() < 0.5 ? a : b;
      const before = balances[playerAccount(winner)] ?? 0;
      const settle = ledgerEntriesForBattle(ranked, { kind: "settle", winnerUserId: winner });
      expect(sumPostings(settle.postings)).toBe(0);
      balances = applyPostings(balances, settle.postings);
      const pot = stakes[0].stakeMilli + stakes[1].stakeMilli;
      expect((balances[playerAccount(winner)] ?? 0) - before).toBe(
        settlePot(stakes[0].stakeMilli, stakes[1].stakeMilli).winnerPayout,
      );
      expect(((balances[playerAccount(winner)] ?? 0) - before) * 100).toBe(pot * 95);
      expect(balances[escrowAccount(ranked.battleId)] ?? 0).toBe(0);
      for (const userId of players) expect(balances[playerAccount(userId)] ?? 0).toBeGreaterThanOrEqual(0);
    }
    const held = Object.entries(balances)
      .filter(([account]) => account !== ISSUANCE_ACCOUNT)
      .reduce((sum, [, amount]) => sum + amount, 0);
    expect(held).toBe(granted);
    expect(balances[ISSUANCE_ACCOUNT]).toBe(-granted);
    expect(refused).toBeGreaterThan(0);
    expect(balances[HOUSE_ACCOUNT]).toBeGreaterThan(0);
  });
});
