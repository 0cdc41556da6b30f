/**
 * Every test project of the repository. The root `vitest.config.ts` reads this list;
 * `scripts/test.mjs` runs them all and sums their JSON reports.
 */
import type { TestProjectInlineConfiguration } from "vitest/config"

export default [
  {
    test: {
      name: "repo",
      root: ".",
      include: ["test/**/*.test.ts"],
      environment: "node"
    }
  },
  {
    test: {
      name: "core",
      root: "./packages/core",
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      environment: "node",
      setupFiles: ["./test/setup.ts"]
    }
  },
  {
    test: {
      name: "server-pglite",
      root: "./apps/server",
      include: ["test/**/*.test.ts"],
      environment: "node",
      env: { TEST_DATABASE: "pglite" },
      testTimeout: 30_000,
      hookTimeout: 60_000
    }
  },
  {
    test: {
      name: "server-postgres",
      root: "./apps/server",
      include: ["test/**/*.test.ts"],
      environment: "node",
      env: { TEST_DATABASE: "postgres" },
      globalSetup: ["./test/setup/postgres.global.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000
    }
  },
  {
    test: {
      name: "web",
      root: "./apps/web",
      include: ["src/**/*.test.ts", "vite/**/*.test.ts", "bench/**/*.test.ts"],
      environment: "node"
    }
  },
  "./apps/web/vitest.storybook.config.ts",
  {
    test: {
      name: "e2e",
      root: "./apps/web",
      include: ["e2e/**/*.e2e.ts"],
      environment: "node",
      globalSetup: ["./e2e/setup/server.global.ts"],
      fileParallelism: false,
      testTimeout: 180_000,
      hookTimeout: 300_000
    }
  }
] satisfies Array<TestProjectInlineConfiguration | string>
