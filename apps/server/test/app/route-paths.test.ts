// The protocol's route paths and the server's routes never drift: every route the app registers is in the protocol's
// list (apart from the API docs) and every listed route is registered, with its method.
import { ALL_PATHS, TEST_ONLY_PATHS } from "@antbrawl/protocol/paths/all";
import { apiPath, fullPath, route, SCOPES } from "@antbrawl/protocol/paths/route";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";

/** Operator tooling the protocol does not list: the OpenAPI pages under /api/docs. */
const UNLISTED = /^\/api\/docs(\/|$)/;

/**
 * Every registered "METHOD /path" from Fastify's route tree (`printRoutes`): each line's label extends its parent's
 * path; HEAD (added for each GET) and a scope's trailing slash twin are left out.
 */
function registeredRoutes(tree: string): Set<string> {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const path = `${stack.at(-1) ?? ""}${match[2]}`;
    stack.push(path);
    for (const method of (match[3] ?? "").split(", ")) {
      if (method === "HEAD" || method === "-") continue;
      found.add(`${method} ${path.length > 1 ? path.replace(/\/$/, "") : path}`);
    }
  }
  return found;
}

const listed = (paths: readonly { method: string; pattern: string }[]) =>
  new Set(paths.map((path) => `${path.method} ${path.pattern}`));

describe("route paths", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { testClock: true });
  });
  afterAll(async () => t.close());

  it("the app registers exactly the protocol's routes (test-only ones with the test clock), and the docs", () => {
    const registered = [...registeredRoutes(t.app.printRoutes({ commonPrefix: false }))];
    const api = registered.filter((entry) => !UNLISTED.test(entry.split(" ")[1] ?? ""));
    expect(registered.length - api.length).toBeGreaterThan(0);
    expect(new Set(api)).toEqual(listed(ALL_PATHS));
    expect(ALL_PATHS.length).toBe(listed(ALL_PATHS).size);
  });

  it("without the test clock the test-only routes are not there", async () => {
    const plain = await createTestApp("pglite", {}, { database: t.database });
    try {
      const registered = registeredRoutes(plain.app.printRoutes({ commonPrefix: false }));
      for (const path of TEST_ONLY_PATHS) expect(registered.has(`${path.method} ${path.pattern}`)).toBe(false);
      for (const path of ALL_PATHS.filter((p) => !TEST_ONLY_PATHS.includes(p))) {
        expect(registered.has(`${path.method} ${path.pattern}`), path.pattern).toBe(true);
      }
    } finally {
      await plain.app.close();
    }
  });

  it("paths are built with their parameters URI-encoded", () => {
    const finish = route("POST", SCOPES.user, "/arena-combat/:battleId/finish");
    expect(finish.pattern).toBe("/api/users/:userId/arena-combat/:battleId/finish");
    expect(finish.params).toEqual(["userId", "battleId"]);
    expect(fullPath(finish, { userId: "u 1", battleId: "b/2" })).toBe("/api/users/u%201/arena-combat/b%2F2/finish");
    expect(apiPath(finish, { userId: "u", battleId: "b" })).toBe("/users/u/arena-combat/b/finish");
    expect(route("GET", SCOPES.user, "/").pattern).toBe("/api/users/:userId");
    expect(apiPath(route("GET", SCOPES.game, "/stats"))).toBe("/game/stats");
  });
});
