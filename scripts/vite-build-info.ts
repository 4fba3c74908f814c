import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * Writes build/build-info.json with a fresh id on every client build. The server reports it at
 * /builds/latest.json and the browser compares it with the id it was rendered with (spec section 7).
 */
export function buildInfoPlugin(): Plugin {
  return {
    name: "zain-build-info",
    apply: "build",
    writeBundle() {
      if (this.environment.name !== "client") return;
      mkdirSync("build", { recursive: true });
      const info = { id: randomUUID(), timestamp: new Date().toISOString() };
      writeFileSync("build/build-info.json", `${JSON.stringify(info)}\n`);
    },
  };
}
