// Stats and care decide battles, and every arena measurably shifts outcomes (figures printed for quoting).
import { describe, expect, it } from "vitest";
import { runBattle } from "../../src/battle/engine";
import type { ArenaType, Fighter } from "../../src/battle/types";
import { battleInput, makeFighter, makeOpponent } from "./builders";
import { report } from "./report";

interface Figures {
  winRate: number;
  quickStrikesPerBattle: number;
  meanTurns: number;
}

/** Fighter a's win rate, quick strikes and battle length over seeds 0..n-1. */
function figures(a: Fighter, b: Fighter, arena: ArenaType, seeds: number): Figures {
  let wins = 0;
  let quick = 0;
  let turns = 0;
  for (let seed = 0; seed < seeds; seed++) {
    const result = runBattle(battleInput({ seed, a, b, arena }));
    if (result.winnerAntId === a.antId) wins++;
    turns += result.turns;
    for (const entry of result.log)
      if (entry.ant_id === a.antId && entry.description.includes("Quick strike!")) quick++;
  }
  return { winRate: wins / seeds, quickStrikesPerBattle: quick / seeds, meanTurns: turns / seeds };
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

describe("balance", () => {
  it("[B1][B5]-[B10] a stronger ant beats a weak one in a clear majority of 500 seeds", () => {
    const strong = makeFighter({ stats: { strength: 16, precision: 15, armor: 14, agility: 14, speed: 14 } });
    const weak = makeOpponent({ stats: { strength: 6, precision: 6, armor: 6, agility: 6, speed: 6 } });
    const { winRate } = figures(strong, weak, "basic", 500);
    report(`[balance] strong vs weak: strong wins ${pct(winRate)} of 500 seeds`);
    expect(winRate).toBeGreaterThan(0.8);
  });

  it("[B3][B4] a well-cared-for ant beats a neglected one with the same stats in a majority of 500 seeds", () => {
    const neglected = makeOpponent({ needs: { food: 2, water: 3, rest: 1, hygiene: 4, exercise: 6 }, mood: 3 });
    const { winRate } = figures(makeFighter({ mood: 16 }), neglected, "basic", 500);
    report(`[balance] cared-for vs neglected (4 critical needs, mood 3): cared-for wins ${pct(winRate)} of 500 seeds`);
    expect(winRate).toBeGreaterThan(0.65);
  });

  it("[B2] desert (+10% speed) helps and ice (-5% speed) hurts the faster ant, over 10,000 seeds", () => {
    const fast = makeFighter({ stats: { speed: 20 } });
    const slow = makeOpponent({ stats: { speed: 2, strength: 13 } });
    const seeds = 10_000;
    const basic = figures(fast, slow, "basic", seeds);
    const desert = figures(fast, slow, "desert", seeds);
    const ice = figures(fast, slow, "ice", seeds);
    for (const [name, f] of [
      ["basic", basic],
      ["desert", desert],
      ["ice", ice],
    ] as const) {
      report(
        `[arena] speed 20 vs 2 (+3 strength), ${name}: fast ant wins ${pct(f.winRate)}, quick strikes/battle ${f.quickStrikesPerBattle.toFixed(2)}`,
      );
    }
    expect(desert.winRate).toBeGreaterThan(basic.winRate + 0.01);
    expect(desert.quickStrikesPerBattle).toBeGreaterThan(basic.quickStrikesPerBattle * 1.05);
    expect(ice.winRate).toBeLessThan(basic.winRate);
    expect(ice.quickStrikesPerBattle).toBeLessThan(basic.quickStrikesPerBattle * 0.97);
  });

  it("[B2] jungle (+10% agility) helps the more agile ant, over 2,000 seeds", () => {
    const agile = makeFighter({ stats: { agility: 18 } });
    const clumsy = makeOpponent({ stats: { agility: 4, strength: 19 } });
    const basic = figures(agile, clumsy, "basic", 2000);
    const jungle = figures(agile, clumsy, "jungle", 2000);
    report(
      `[arena] agility 18 vs 4 (+9 strength): agile ant wins ${pct(basic.winRate)} basic, ${pct(jungle.winRate)} jungle`,
    );
    expect(jungle.winRate).toBeGreaterThan(basic.winRate + 0.02);
  });

  it("[B2] underground (+10% armor and resistance) helps the armored ant and lengthens battles, over 2,000 seeds", () => {
    const tank = makeFighter({ stats: { armor: 18, resistance: 18 } });
    const brute = makeOpponent({ stats: { armor: 4, resistance: 4, strength: 17 } });
    const basic = figures(tank, brute, "basic", 2000);
    const underground = figures(tank, brute, "underground", 2000);
    report(
      `[arena] armor/resistance 18 vs 4 (+7 strength): armored ant wins ${pct(basic.winRate)} basic, ${pct(underground.winRate)} underground; mean turns ${basic.meanTurns.toFixed(2)} -> ${underground.meanTurns.toFixed(2)}`,
    );
    expect(underground.winRate).toBeGreaterThan(basic.winRate + 0.02);
    expect(underground.meanTurns).toBeGreaterThan(basic.meanTurns);
  });
});
