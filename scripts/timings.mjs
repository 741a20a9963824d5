// Per-phase wall-clock times of the test scripts and .ci/run, printed as each phase ends and as one table at the end.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

/** Where phases are appended (one `seconds<TAB>name` line each) so .ci/run can report npm test's phases with its own. */
const file = () => process.env.CI_TIMINGS_FILE;
const local = [];

const format = (seconds) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`
    : `${seconds.toFixed(1)} s`;

/** Records a finished phase. */
export function record(name, seconds) {
  console.log(`⏱ ${name}: ${format(seconds)}`);
  if (file()) fs.appendFileSync(file(), `${seconds.toFixed(1)}\t${name}\n`);
  else local.push([seconds, name]);
}

/** Runs a phase (sync or async) and records its time, also when it fails. */
export async function timed(name, fn) {
  const start = performance.now();
  console.log(`▶ ${name}`);
  try {
    return await fn();
  } finally {
    record(name, (performance.now() - start) / 1000);
  }
}

/** The table of every phase recorded so far (in this process, or in CI_TIMINGS_FILE). */
export function report(title = "Phase times") {
  const rows =
    file() && fs.existsSync(file())
      ? fs
          .readFileSync(file(), "utf8")
          .trim()
          .split("\n")
          .filter(Boolean)
          .map((line) => {
            const [seconds, name] = line.split("\t");
            return [Number(seconds), name];
          })
      : local;
  const width = Math.max(...rows.map(([, name]) => name.length), 5);
  console.log(`\n${title}:`);
  for (const [seconds, name] of rows) console.log(`  ${name.padEnd(width)}  ${format(seconds).padStart(10)}`);
  const total = rows.reduce((sum, [seconds]) => sum + seconds, 0);
  console.log(`  ${"total".padEnd(width)}  ${format(total).padStart(10)}`);
}

/** The `count` slowest test files of a Vitest JSON report (where a long suite phase spends its time). */
export function slowestFiles(jsonFile, root, count = 10) {
  if (!fs.existsSync(jsonFile)) return;
  const { testResults = [] } = JSON.parse(fs.readFileSync(jsonFile, "utf8"));
  const files = testResults
    .map((file) => [
      (file.endTime - file.startTime) / 1000,
      file.name.replace(`${root}/`, ""),
      file.assertionResults?.length ?? 0,
    ])
    .sort((a, b) => b[0] - a[0])
    .slice(0, count);
  console.log(`\nSlowest ${files.length} test files:`);
  for (const [seconds, name, tests] of files)
    console.log(`  ${format(seconds).padStart(10)}  ${name} (${tests} tests)`);
}

// CLI for .ci/run: `node scripts/timings.mjs run <name> -- <command…>` and `node scripts/timings.mjs report`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [verb, name, dashes, command, ...args] = process.argv.slice(2);
  if (verb === "report") report(name);
  else if (verb === "record") record(name, Number(dashes));
  else if (verb === "run" && dashes === "--" && command) {
    const status = await timed(name, () => spawnSync(command, args, { stdio: "inherit" }).status ?? 1);
    process.exit(status);
  } else {
    console.error("usage: timings.mjs run <name> -- <command…> | record <name> <seconds> | report [title]");
    process.exit(2);
  }
}
