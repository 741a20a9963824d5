// @vitest-environment node
// The web layering lint (scripts/check-boundaries.mjs with dependency-cruiser): a feature importing another feature's
// internals or app/, or two features importing each other, fails `npm run lint`; public entries pass.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries } from "../../../scripts/check-boundaries.mjs";
import { firstLoadProblems } from "../../../scripts/first-load.mjs";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const PROBE_DIR = path.join(REPO, "apps/web/src/features/zz-boundary-probe");
const PROBE = path.join(PROBE_DIR, "probe.ts");
const PROBE_PATH = "apps/web/src/features/zz-boundary-probe/probe.ts";

const webProblems = () => checkBoundaries(["apps/web/src"]);
const known = () =>
  (
    JSON.parse(readFileSync(path.join(REPO, "scripts/boundary-known.json"), "utf8")) as { known: { problem: string }[] }
  ).known.map((entry) => entry.problem);

function writeProbe(source: string, file = PROBE) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
}

afterEach(() => rmSync(PROBE_DIR, { recursive: true, force: true }));

describe("web import boundaries", () => {
  it("pass on the app as it is (apart from the listed known problems)", async () => {
    const allowed = known();
    expect((await webProblems()).filter((problem) => !allowed.includes(problem.split("\n")[0] ?? ""))).toEqual([]);
  });

  it("fail when a feature imports another feature's internals", async () => {
    writeProbe('import { antsApi } from "../ants/api/ants-api";\nexport const probe = antsApi;\n');
    expect(await webProblems()).toContainEqual(
      expect.stringContaining(`web-feature-to-feature-public-entry: ${PROBE_PATH} → apps/web/src/features/ants/api/`),
    );
  });

  it("fail when a feature imports app/", async () => {
    writeProbe('import type { RootState } from "../../app/store";\nexport type Probe = RootState;\n');
    expect(await webProblems()).toContainEqual(
      expect.stringContaining(`web-layers: ${PROBE_PATH} → apps/web/src/app/store.ts`),
    );
  });

  it("fail when two features import each other, even through public entries", async () => {
    writeProbe('import { useColony } from "../ants/public";\nexport const probe = useColony;\n');
    writeProbe("export const probeBack = 1;\n", path.join(PROBE_DIR, "public.ts"));
    const ants = path.join(REPO, "apps/web/src/features/ants/zz-boundary-back.ts");
    writeFileSync(ants, 'import { probeBack } from "../zz-boundary-probe/public";\nexport const back = probeBack;\n');
    try {
      expect(await webProblems()).toContainEqual(
        expect.stringContaining("loop: among web ants, web zz-boundary-probe"),
      );
    } finally {
      rmSync(ants, { force: true });
    }
  });

  it("let a feature use another feature's public entry", async () => {
    writeProbe('import { useColony } from "../ants/public";\nexport const probe = useColony;\n');
    expect((await webProblems()).filter((problem) => problem.includes(PROBE_PATH))).toEqual([]);
  });

  it("keep TypeBox out of the first load: a value import of the schemas fails; types, codes, lazy pass", async () => {
    expect(await firstLoadProblems()).toEqual([]);
    writeProbe(
      'import type { ClientMessage } from "@antbrawl/protocol/ws";\n' +
        'import { PROTOCOL_VERSION } from "@antbrawl/protocol/ws-codes";\n' +
        'export const probe = (m: ClientMessage) => [m, PROTOCOL_VERSION, import("@antbrawl/protocol/ws-server")];\n',
    );
    expect(await firstLoadProblems(PROBE_PATH)).toEqual([]);
    writeProbe('import { WS_CLOSE } from "@antbrawl/protocol/ws";\nexport const probe = WS_CLOSE;\n');
    const [problem] = await firstLoadProblems(PROBE_PATH);
    expect(problem).toContain(`first load: ${PROBE_PATH} reaches node_modules/@sinclair/typebox/`);
    expect(problem).toContain("→ packages/protocol/src/ws.ts");
  });
});
