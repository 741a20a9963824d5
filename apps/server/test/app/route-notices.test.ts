// Live notices are sent in one place, notices/, after commit: no route file imports the socket hub or a notify helper,
// nor publishes to a player's tabs itself.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src");

/** What a route file must not do: reach the hub (import or call) or send a notice itself. */
const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: "imports ws/notify", pattern: /from\s+["'][./]*(?:\.\.\/)*ws\/notify["']/ },
  { what: "imports the hub", pattern: /from\s+["'][./]*(?:\.\.\/)*ws\/hub["']/ },
  { what: "calls the hub", pattern: /\bhub\s*\.\s*send|\.sendToUser\s*\(|deps\s*\.\s*hub\b/ },
  { what: "sends a notice", pattern: /\bnotify(?:User|Achievements)\s*\(/ },
];

/** The problems of one route file's text, one line each. */
function problemsOf(file: string, text: string): string[] {
  return FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ what }) => `${file} ${what}`);
}

async function routeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return routeFiles(full);
      return /(^|-)routes\.ts$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

describe("route files send no live notice", () => {
  it("no *-routes.ts file imports ws/notify or the hub, or publishes to a player's tabs", async () => {
    const files = await routeFiles(src);
    expect(files.length).toBeGreaterThan(20);
    const problems = (
      await Promise.all(files.map(async (file) => problemsOf(path.relative(src, file), await readFile(file, "utf8"))))
    ).flat();
    expect(problems).toEqual([]);
  });

  it("catches a route that imports ws/notify, or calls the hub itself", () => {
    const importing = 'import { notifyUser } from "../ws/notify";\nnotifyUser(app, id, { type: "friends_changed" });';
    expect(problemsOf("colony/x-routes.ts", importing)).toEqual([
      "colony/x-routes.ts imports ws/notify",
      "colony/x-routes.ts sends a notice",
    ]);
    const calling = 'await app.deps.hub.sendToUser(userId, { type: "ant_updated", ant_id: antId });';
    expect(problemsOf("lab/medical/routes.ts", calling)).toEqual(["lab/medical/routes.ts calls the hub"]);
    expect(problemsOf("ok-routes.ts", "const outcome = await careForAnt(app.deps, userId, antId);")).toEqual([]);
  });
});
