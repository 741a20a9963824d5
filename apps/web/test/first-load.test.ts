// A visitor's first load carries no RTK Query: the entry's static imports never reach it, and the API cache joins
// the app's store when the first module needing it loads.
import { readFileSync } from "node:fs";
import path from "node:path";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "./support/server";

const SRC = path.resolve(import.meta.dirname, "../src");
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gm;

function resolveLocal(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  return undefined;
}

/** Every module and package the entry reaches through static imports (type-only imports excluded). */
function staticGraph(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(STATIC_IMPORT)) {
      if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue;
      const spec = match[1] ?? match[2] ?? "";
      if (spec.endsWith(".css")) continue;
      if (!spec.startsWith(".")) {
        packages.add(spec);
        continue;
      }
      const resolved = resolveLocal(file, spec);
      if (resolved) queue.push(resolved);
    }
  }
  return { files, packages };
}

describe("first load", () => {
  it("reaches neither RTK Query nor the API module from the entry or the landing page's route", () => {
    const landing = [path.join(SRC, "main.tsx"), path.join(SRC, "features/dashboard/public.ts")];
    const { files, packages } = staticGraph(landing);
    const relative = [...files].map((f) => path.relative(SRC, f));
    expect(relative).toContain("app/store.ts");
    expect(relative).toContain("features/auth/components/WelcomePanel.tsx");
    expect(relative).not.toContain("lib/api/base-api.ts");
    expect([...packages].filter((p) => p.startsWith("@reduxjs/toolkit/query"))).toEqual([]);
  });

  it("adds the API cache and its middleware to the app's store when the API module loads", async () => {
    const { store } = await import("../src/app/store");
    expect((store.getState() as unknown as Record<string, unknown>).api).toBeUndefined();

    const { api } = await import("../src/lib/api/base-api");
    expect((store.getState() as unknown as Record<string, unknown>).api).toMatchObject({ queries: {}, mutations: {} });

    server.use(http.get("*/api/probe", () => HttpResponse.json({ answer: 42 })));
    const probe = api.injectEndpoints({
      endpoints: (build) => ({ probe: build.query<{ answer: number }, void>({ query: () => "/probe" }) }),
    });
    const result = await store.dispatch(probe.endpoints.probe.initiate());
    expect(result.data).toEqual({ answer: 42 });
    expect(probe.endpoints.probe.select()(store.getState() as never).data).toEqual({ answer: 42 });
  });
});
