// Vitest projects: pure rules, protocol shapes, server integration (real databases) and web components (happy-dom).
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
