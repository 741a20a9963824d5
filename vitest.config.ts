// Vitest projects: pure rules, protocol shapes, server integration (real databases) and web components (happy-dom).
import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "rules", include: ["packages/rules/test/**/*.test.ts"] } },
      { test: { name: "protocol", include: ["packages/protocol/test/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 240_000,
          pool: "forks",
          // The server suites mostly wait (databases, Redis, sockets, timers): on two cores two files at a time keep
          // both busy, where Vitest's default (cores - 1) would run one. Larger machines keep the default.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
          setupFiles: ["apps/server/test/helpers/setup-databases.ts"],
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/test/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/test/setup.ts"],
        },
      },
    ],
  },
});
