// Benchmark: full engine battles per second on one core (prints figures, asserts nothing on time).
import { runBattle } from "../src/battle/engine";
import type { BattleInput } from "../src/battle/types";
import { battleInput, randomBattleInput } from "../test/battle/builders";

const host = globalThis as unknown as {
  console: { log: (...parts: unknown[]) => void };
  performance: { now: () => number };
};

const INPUTS = 2_000;
const WARMUP_PASSES = 5;
const ROUND_MS = 1_500;
const ROUNDS = 5;
const TARGET_PER_SECOND = 20_000;

/** Runs the inputs in a loop for about budgetMs; returns battles, elapsed ms and log entries. */
function runRound(inputs: readonly BattleInput[], budgetMs: number): { battles: number; ms: number; entries: number } {
  const start = host.performance.now();
  let battles = 0;
  let entries = 0;
  let elapsed = 0;
  while (elapsed < budgetMs) {
    for (const input of inputs) entries += runBattle(input).log.length;
    battles += inputs.length;
    elapsed = host.performance.now() - start;
  }
  return { battles, ms: elapsed, entries };
}

const workloads: [string, BattleInput[]][] = [
  [
    "random matchups (random stats, needs, health 1-100, energy 0-100, gear)",
    Array.from({ length: INPUTS }, (_, i) => randomBattleInput(i + 1)),
  ],
  [
    "full-health average ants (100 health, 100 energy)",
    Array.from({ length: INPUTS }, (_, i) => battleInput({ seed: i + 1 })),
  ],
];

for (const [, inputs] of workloads) for (let pass = 0; pass < WARMUP_PASSES; pass++) runRound(inputs, 0);

for (const [name, inputs] of workloads) {
  const rates: number[] = [];
  let perBattle = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const { battles, ms, entries } = runRound(inputs, ROUND_MS);
    rates.push(battles / (ms / 1000));
    perBattle = entries / battles;
  }
  rates.sort((a, b) => a - b);
  const median = Math.round(rates[Math.floor(ROUNDS / 2)] ?? 0);
  const best = Math.round(rates[ROUNDS - 1] ?? 0);
  host.console.log(
    `${name}: median ${median} battles/s, best ${best} battles/s, ${perBattle.toFixed(1)} log entries per battle`,
  );
}
host.console.log(`target: ${TARGET_PER_SECOND} battles/s on one core (figures only; nothing is asserted)`);
await import("./topdown");
