// Vitest projects: pure rules, protocol shapes, and server integration (real databases).
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
    ],
  },
});
