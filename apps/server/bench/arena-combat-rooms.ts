// What running Arena Combat on the server costs (AC3): many fights at once in rooms on the real timers, each with a
// watcher, against a baseline in the same run that only encodes and sends the same frames without computing the fight.
import { randomBytes } from "node:crypto";
import { cpuUsage } from "node:process";
import { createTopdown, stepTopdown, TOPDOWN_TICK_MS } from "@antbrawl/rules/topdown/index";
import { topdownView } from "@antbrawl/rules/topdown/view";
import { tdInput } from "../../../packages/rules/test/topdown/builders";
import { CombatRoom, FRAME_MS } from "../src/arena-combat/live/room";
import { systemScheduler } from "../src/live/scheduler";
import { loadAverage, sleep } from "./support";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const COUNTS = (process.env.BENCH_FIGHTS ?? "50,200").split(",").map(Number);

type Run = { fights: number; frames: number; bytes: number; cpuMs: number; lateP95: number };

/** A watcher that counts what it is sent and how late each frame is against the frame clock. */
function watcher(counts: { frames: number; bytes: number; late: number[] }) {
  let last = 0;
  return {
    readyState: 1,
    send(text: string) {
      const now = performance.now();
      if (last > 0) counts.late.push(Math.max(0, now - last - FRAME_MS));
      last = now;
      counts.frames += 1;
      counts.bytes += text.length;
    },
  };
}

function p95(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length * 0.95)] ?? 0;
}

async function rooms(fights: number): Promise<Run> {
  const clock = systemScheduler();
  const counts = { frames: 0, bytes: 0, late: [] as number[] };
  const start = Date.now();
  const open: CombatRoom[] = [];
  const cpu = cpuUsage();
  for (let i = 0; i < fights; i++) {
    // Eight seconds are 160 ticks: the preparation and the first five seconds of fighting, before most fights end.
    const input = { ...tdInput({ seed: i + 1 }), salt: randomBytes(32).toString("hex") };
    const room = new CombatRoom({
      battleId: `b-${i}`,
      userId: "u",
      input,
      startedAt: start,
      commands: [],
      now: () => Date.now(),
      clock,
      onClosed() {},
    });
    room.watch(watcher(counts));
    open.push(room);
  }
  await sleep(SECONDS * 1000);
  const used = cpuUsage(cpu);
  for (const room of open) room.close();
  return { fights, ...counts, cpuMs: (used.user + used.system) / 1000, lateP95: p95(counts.late) };
}

/** The same frames encoded and sent on the same timers, without computing any tick: the transport's share. */
async function baseline(fights: number): Promise<Run> {
  const clock = systemScheduler();
  const counts = { frames: 0, bytes: 0, late: [] as number[] };
  let state = createTopdown({ ...tdInput({ seed: 7 }), salt: "00".repeat(32) });
  for (let i = 0; i < 80; i++) state = stepTopdown(state);
  const view = topdownView(state);
  const sockets = Array.from({ length: fights }, () => watcher(counts));
  let running = true;
  const cpu = cpuUsage();
  const loop = (socket: ReturnType<typeof watcher>) => {
    if (!running) return;
    socket.send(JSON.stringify({ type: "arena_combat_frame", battle_id: "b", tick: 80, state: view, events: [] }));
    clock.setTimeout(() => loop(socket), FRAME_MS);
  };
  for (const socket of sockets) loop(socket);
  await sleep(SECONDS * 1000);
  running = false;
  const used = cpuUsage(cpu);
  return { fights, ...counts, cpuMs: (used.user + used.system) / 1000, lateP95: p95(counts.late) };
}

function row(label: string, run: Run): string {
  const fightSeconds = run.fights * SECONDS;
  return `| ${label} | ${run.fights} | ${run.frames} | ${(run.bytes / run.frames / 1024).toFixed(1)} KB | ${(run.cpuMs / fightSeconds).toFixed(2)} ms | ${((run.cpuMs / (SECONDS * 1000)) * 100).toFixed(0)}% | ${run.lateP95.toFixed(1)} ms |`;
}

console.log(
  `Arena Combat rooms: ${SECONDS} s a run, frames every ${FRAME_MS} ms (${FRAME_MS / TOPDOWN_TICK_MS} ticks), load ${loadAverage()}`,
);
console.log("| run | fights | frames | frame size | CPU per fight-second | CPU of one core | frame lateness p95 |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const fights of COUNTS) {
  console.log(row("baseline: encode and send only", await baseline(fights)));
  console.log(row("rooms: compute the fight and send", await rooms(fights)));
}
process.exit(0);
