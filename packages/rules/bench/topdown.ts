// Benchmark: top-down arena ticks and whole fights per second on one core, against baselines from the same run.
import { runBattle } from "../src/battle/engine";
import { TOPDOWN_TICK_MS } from "../src/topdown/constants";
import { createTopdown, isTopdownFinished, runTopdown, stepTopdown } from "../src/topdown/engine";
import type { TopdownInput } from "../src/topdown/types";
import { battleInput } from "../test/battle/builders";
import { randomTdInput, tdInput } from "../test/topdown/builders";

const host = globalThis as unknown as {
  console: { log: (...parts: unknown[]) => void };
  performance: { now: () => number };
};

const INPUTS = 200;
const ROUND_MS = 1_500;
const ROUNDS = 3;
const FRAME_BUDGET_MS = 1000 / 60;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Runs `work` in a loop for about ROUND_MS, ROUNDS times; returns the median units per second. */
function rate(work: () => number): number {
  work();
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = host.performance.now();
    let units = 0;
    let elapsed = 0;
    while (elapsed < ROUND_MS) {
      units += work();
      elapsed = host.performance.now() - start;
    }
    rates.push(units / (elapsed / 1000));
  }
  return median(rates);
}

const random: TopdownInput[] = Array.from({ length: INPUTS }, (_, i) => randomTdInput(i + 1));
const average: TopdownInput[] = Array.from({ length: INPUTS }, (_, i) => tdInput({ seed: i + 1 }));
const ticksOf = (inputs: TopdownInput[]) => inputs.reduce((sum, input) => sum + runTopdown(input).result.ticks, 0);
const meanTicks = ticksOf(random) / INPUTS;

const runTicks = rate(() => ticksOf(random));
const fights = runTicks / meanTicks;
const stepTicks = rate(() => {
  let ticks = 0;
  for (const input of random.slice(0, 40)) {
    let state = createTopdown(input);
    while (!isTopdownFinished(state)) {
      state = stepTopdown(state);
      ticks += 1;
    }
  }
  return ticks;
});
const averageTicks = rate(() => ticksOf(average));
let sink = 0;
const emptyTicks = rate(() => {
  for (let i = 0; i < meanTicks * 40; i++) sink = (sink + i) % 7919;
  return meanTicks * 40;
});
const battleInputs = Array.from({ length: INPUTS }, (_, i) => battleInput({ seed: i + 1 }));
const battles = rate(() => {
  for (const input of battleInputs) runBattle(input);
  return battleInputs.length;
});

const usPerTick = 1e6 / stepTicks;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
host.console.log("\nTop-down arena (one core):");
host.console.log(
  `  random fighters: ${fmt(runTicks)} ticks/s in place (runTopdown), ${fmt(fights)} whole fights/s, ${meanTicks.toFixed(0)} ticks (${((meanTicks * TOPDOWN_TICK_MS) / 1000).toFixed(1)} s of play) per fight`,
);
host.console.log(`  average fighters: ${fmt(averageTicks)} ticks/s in place`);
host.console.log(
  `  stepTopdown (new state per tick, as the browser plays): ${fmt(stepTicks)} ticks/s = ${usPerTick.toFixed(1)} µs per tick = ${((usPerTick / 1000 / FRAME_BUDGET_MS) * 100).toFixed(3)}% of a 16.7 ms frame; at one tick per 50 ms the browser steps at most once per 60 Hz frame`,
);
host.console.log(
  `  baselines from this run: empty loop ${fmt(emptyTicks)} iterations/s; battle engine (turn-based) ${fmt(battles)} battles/s`,
);
host.console.log(`  (figures only; nothing is asserted; checksum ${sink})`);
