// Prize split, fee and prize postings, conservation of a tournament's money ([TN7]–[TN9]).
import { describe, expect, it } from "vitest";
import { applyPostings, HOUSE_ACCOUNT, sumPostings } from "../../src/economy/ledger";
import { createRng, randomInt } from "../../src/random";
import { entryFeeEntries, entryRefundEntries, poolAccount, prizeEntries } from "../../src/tournament/ledger";
import { splitPool } from "../../src/tournament/prizes";

describe("tournament money", () => {
  it("[TN7] 5% to the house, then 50 / 25 / 12.5 / 12.5 of the rest, the remainder to first", () => {
    expect(splitPool(16_000, 16)).toEqual({
      house: 800,
      prizes: [
        { place: 1, milli: 7600 },
        { place: 2, milli: 3800 },
        { place: 3, milli: 1900 },
        { place: 3, milli: 1900 },
      ],
    });
    expect(splitPool(2_000, 2).prizes.map((p) => p.place)).toEqual([1, 2]);
  });

  it("[TN7] payouts and the house share sum to the pool for every pool and bracket", () => {
    const rng = createRng(7);
    for (let i = 0; i < 2000; i += 1) {
      const pool = randomInt(rng, 0, 1_000_000);
      const size = 2 ** randomInt(rng, 1, 6);
      const { house, prizes } = splitPool(pool, size);
      expect(house + prizes.reduce((sum, p) => sum + p.milli, 0)).toBe(pool);
      for (const prize of prizes) expect(prize.milli).toBeGreaterThanOrEqual(0);
    }
    expect(() => splitPool(-1, 4)).toThrow(RangeError);
  });

  it("[TN8] a fee moves player → pool and its refund back, each balanced", () => {
    const fee = entryFeeEntries("t1", "r1", "u1", 1000);
    expect(fee).toEqual({
      kind: "entry_fee",
      ref: "r1",
      postings: [
        { account: "player:u1", amount: -1000 },
        { account: "escrow:tournament:t1", amount: 1000 },
      ],
    });
    const refund = entryRefundEntries("t1", "r1", "u1", 1000);
    expect(refund.kind).toBe("entry_refund");
    expect(applyPostings(applyPostings({}, fee.postings), refund.postings)).toEqual({
      "player:u1": 0,
      "escrow:tournament:t1": 0,
    });
  });

  it("[TN9] fees in = prizes out + house share: the pool ends empty, house ants' prizes go to the house", () => {
    let balances: Record<string, number> = {};
    const users = ["a", "b", "c", "d", "e"];
    for (const user of users)
      balances = applyPostings(balances, entryFeeEntries("t", `r-${user}`, user, 1000).postings);
    const { house, prizes } = splitPool(5000, 8);
    const placed = prizes.map((prize, i) => ({ ...prize, userId: i === 2 ? null : (users[i] ?? null) }));
    const payout = prizeEntries("t", 5000, house, placed);
    expect(sumPostings(payout.postings)).toBe(0);
    balances = applyPostings(balances, payout.postings);
    expect(balances[poolAccount("t")]).toBe(0);
    expect(balances[HOUSE_ACCOUNT]).toBe(house + (prizes[2]?.milli ?? 0));
    expect(Object.values(balances).reduce((sum, v) => sum + v, 0)).toBe(0);
  });
});
