#!/usr/bin/env node
// Import boundaries (npm run lint): dependency-cruiser's rules (.dependency-cruiser.cjs), then loops between the
// server's domains and between the web's features, counted over every import (type-only ones too) of any of their files.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { firstLoadProblems } from "./first-load.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const { SERVER_DOMAINS } = require("./boundary-map.cjs");

/** The unit a file belongs to for the loop check: a server domain or a web feature; undefined for anything else. */
export function unitOf(file) {
  const server = /^apps\/server\/src\/([^/]+)\//.exec(file);
  if (server && SERVER_DOMAINS.includes(server[1])) return `server ${server[1]}`;
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  return feature ? `web ${feature[1]}` : undefined;
}

/** Every loop between units: each strongly connected group of two or more, shown as one cycle through it. */
export function unitLoops(modules) {
  const edges = new Map();
  const evidence = new Map();
  for (const module of modules) {
    const from = unitOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = unitOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      const key = `${from}\n${to}`;
      if (!evidence.has(key)) evidence.set(key, `${module.source} → ${dependency.resolved}`);
    }
  }
  const loops = [];
  for (const group of stronglyConnected(edges)) {
    if (group.length < 2) continue;
    const cycle = cycleWithin(group, edges);
    const steps = cycle.map((unit, i) => {
      const next = cycle[(i + 1) % cycle.length];
      return `${unit} → ${next} (${evidence.get(`${unit}\n${next}`)})`;
    });
    loops.push([`among ${group.join(", ")}; one cycle:`, ...steps]);
  }
  return loops;
}

/** Tarjan's strongly connected components. */
function stronglyConnected(edges) {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((set) => [...set])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** One cycle through the group's first unit (breadth-first back to it inside the group). */
function cycleWithin(group, edges) {
  const [start] = group;
  const inGroup = new Set(group);
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of edges.get(node) ?? []) {
      if (!inGroup.has(next)) continue;
      if (next === start) {
        const cycle = [];
        for (let at = node; at !== null; at = parent.get(at)) cycle.unshift(at);
        return cycle;
      }
      if (!parent.has(next)) {
        parent.set(next, node);
        queue.push(next);
      }
    }
  }
  return group;
}

/** Each table's owning domain, from the imports of apps/server/src/db/schema.ts (`../<domain>/…/tables`). */
export function tableOwners(root = ROOT) {
  const schema = readFileSync(path.join(root, "apps/server/src/db/schema.ts"), "utf8");
  const domainOfType = new Map();
  for (const match of schema.matchAll(/import type \{([^}]*)\} from "\.\.\/([^/"]+)[^"]*\/tables";/g)) {
    for (const name of match[1].split(",")) if (name.trim()) domainOfType.set(name.trim(), match[2]);
  }
  const owners = new Map();
  for (const match of schema.matchAll(/^\s+(\w+): (\w+);$/gm)) {
    const domain = domainOfType.get(match[2]);
    if (domain) owners.set(match[1], domain);
  }
  return owners;
}

const WRITES = /\b(updateTable|insertInto|deleteFrom|mergeInto)\(\s*"(\w+)"/g;
const READS = /\b(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*"(\w+)"/g;
const RAW_SQL = /sql`[^`]*`/g;
const RAW_TABLE = /\b(update|insert\s+into|delete\s+from|from|join)\s+"?(\w+)"?/gi;

function serverFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return serverFiles(full);
    return name.endsWith(".ts") ? [full] : [];
  });
}

/**
 * Tables are private to their domain: only the owner writes or locks them (`FOR UPDATE`); another domain may only read
 * them, in a repository file (a join for a read model). Answers one line per breach.
 */
export function tableBreaches(root = ROOT) {
  const owners = tableOwners(root);
  const problems = [];
  for (const file of serverFiles(path.join(root, "apps/server/src"))) {
    const relative = path.relative(root, file);
    const domain = /^apps\/server\/src\/([^/]+)\//.exec(relative)?.[1];
    if (!domain || !SERVER_DOMAINS.includes(domain)) continue;
    const text = readFileSync(file, "utf8");
    const line = (index) => text.slice(0, index).split("\n").length;
    const isRepository = /repository\.ts$/.test(file);
    const report = (index, table, what) =>
      problems.push(`table: ${relative}:${line(index)} ${what} ${table}, a table of ${owners.get(table)}`);
    for (const m of text.matchAll(WRITES)) {
      if (owners.has(m[2]) && owners.get(m[2]) !== domain) report(m.index, m[2], "writes");
    }
    for (const m of text.matchAll(READS)) {
      if (!owners.has(m[2]) || owners.get(m[2]) === domain) continue;
      const statement = text.slice(m.index, text.indexOf(";", m.index));
      if (m[1] === "selectFrom" && statement.includes(".forUpdate(")) report(m.index, m[2], "locks");
      else if (!isRepository) report(m.index, m[2], "reads (outside a repository file)");
    }
    for (const raw of text.matchAll(RAW_SQL)) {
      for (const m of raw[0].matchAll(RAW_TABLE)) {
        const table = m[2];
        if (!owners.has(table) || owners.get(table) === domain) continue;
        const writes = !/^(from|join)$/i.test(m[1]);
        if (writes || /for\s+update/i.test(raw[0])) report(raw.index, table, writes ? "writes" : "locks");
        else if (!isRepository) report(raw.index, table, "reads (outside a repository file)");
      }
    }
  }
  return problems;
}

/** Cruises the sources once; answers the rule violations and the loops, as lines to print. */
export async function checkBoundaries(roots = ["apps/server/src", "apps/web/src"]) {
  const previous = process.cwd();
  process.chdir(ROOT);
  try {
    const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
    const result = await cruise(roots, options, undefined, { tsConfig: extractTSConfig("tsconfig.base.json") });
    const { output } = result;
    const problems = output.summary.violations.map(
      (v) => `${v.rule.name}: ${v.from} → ${v.to}${v.rule.comment ? `\n    ${v.rule.comment}` : ""}`,
    );
    for (const loop of unitLoops(output.modules)) problems.push(`loop: ${loop.join("\n    ")}`);
    if (roots.includes("apps/server/src")) problems.push(...tableBreaches());
    if (roots.includes("apps/web/src")) problems.push(...(await firstLoadProblems()));
    return problems;
  } finally {
    process.chdir(previous);
  }
}

/**
 * Problems known while a change is under way (scripts/boundary-known.json: each with the reason it is allowed for now).
 * A known problem that no longer occurs is itself a problem, so the list only shrinks.
 */
export function withoutKnown(problems) {
  const known = JSON.parse(readFileSync(path.join(ROOT, "scripts/boundary-known.json"), "utf8")).known;
  const firstLines = new Set(problems.map((problem) => problem.split("\n")[0]));
  const stale = known
    .filter((entry) => !firstLines.has(entry.problem))
    .map((entry) => `stale known problem: ${entry.problem}`);
  const allowed = new Set(known.map((entry) => entry.problem));
  return [...problems.filter((problem) => !allowed.has(problem.split("\n")[0])), ...stale];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = withoutKnown(await checkBoundaries());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import boundary problem(s): see docs/ARCHITECTURE.md (Boundaries).`);
    process.exit(1);
  }
  console.log("import boundaries: no violation, no loop");
}
