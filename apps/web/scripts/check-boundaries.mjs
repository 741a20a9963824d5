#!/usr/bin/env node
// Lint rule of the web app's layers: features meet only through public entries; features, lib and components never import app/.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^"']*?from\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return base;
}

/** Where a file sits: app, lib, components, main, or a feature with its name. */
function areaOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === "features" && parts.length > 2) return { area: "feature", feature: parts[1], rest: parts.slice(2) };
  return { area: parts.length === 1 ? "main" : parts[0] };
}

/** The broken rule for one import, or null. */
function violation(from, target) {
  const source = areaOf(from);
  const dest = areaOf(target);
  const shown = path.relative(SRC, target);
  if (dest.area === "app" && source.area !== "app" && source.area !== "main") {
    return `imports ${shown}; only main.tsx and app/ may import app/ (move shared code to lib/)`;
  }
  if ((source.area === "lib" || source.area === "components") && dest.area === "feature") {
    return `imports ${shown}; ${source.area}/ never imports features`;
  }
  if (dest.area === "feature" && !(source.area === "feature" && source.feature === dest.feature)) {
    const isPublic = dest.rest.length === 1 && /^public(-[a-z]+)?\.tsx?$/.test(dest.rest[0]);
    if (!isPublic) {
      return `imports ${shown}; other code reaches features/${dest.feature} only through features/${dest.feature}/public.ts`;
    }
  }
  return null;
}

/** Every boundary violation under src, as "file:line: message". */
export function checkBoundaries(src = SRC) {
  const problems = [];
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      const broken = violation(file, resolve(file, specifier));
      if (!broken) continue;
      const line = text.slice(0, match.index + match[0].length).split("\n").length;
      problems.push(`apps/web/src/${path.relative(SRC, file)}:${line}: ${broken}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkBoundaries();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} web import boundary violation(s).`);
    process.exit(1);
  }
}
