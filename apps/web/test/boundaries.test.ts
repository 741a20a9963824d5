// @vitest-environment node
// The web layering lint: a feature importing another feature's internals, or app/, fails `npm run lint`.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCRIPT = path.join(WEB, "scripts/check-boundaries.mjs");
const PROBE_DIR = path.join(WEB, "src/features/zz-boundary-probe");
const PROBE = path.join(PROBE_DIR, "probe.ts");

function runCheck() {
  return spawnSync(process.execPath, [SCRIPT], { encoding: "utf8" });
}

afterEach(() => rmSync(PROBE_DIR, { recursive: true, force: true }));

describe("web import boundaries", () => {
  it("passes on the app as it is", () => {
    const result = runCheck();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("fails when a feature imports another feature's internals", () => {
    mkdirSync(PROBE_DIR, { recursive: true });
    writeFileSync(PROBE, 'import { antsApi } from "../ants/api/ants-api";\nexport const probe = antsApi;\n');
    const result = runCheck();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "apps/web/src/features/zz-boundary-probe/probe.ts:1: imports features/ants/api/ants-api.ts; " +
        "other code reaches features/ants only through features/ants/public.ts",
    );
  });

  it("fails when a feature imports app/", () => {
    mkdirSync(PROBE_DIR, { recursive: true });
    writeFileSync(PROBE, 'import type { RootState } from "../../app/store";\nexport type Probe = RootState;\n');
    const result = runCheck();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("imports app/store.ts; only main.tsx and app/ may import app/");
  });

  it("lets a feature use another feature's public entry", () => {
    mkdirSync(PROBE_DIR, { recursive: true });
    writeFileSync(PROBE, 'import { useColony } from "../ants/public";\nexport const probe = useColony;\n');
    expect(runCheck().status).toBe(0);
  });
});
