import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "src/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "tests/**/*.test.ts",
    ],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["./tests/global-setup.ts"],
    setupFiles: ["./tests/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
