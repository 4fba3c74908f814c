import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { BuildInfo } from "../api/context.ts";

/** The id written by the client build; without a build (API-only tests) a per-process id stands in. */
export function readBuildInfo(file = "build/build-info.json"): BuildInfo {
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildInfo>;
    if (typeof parsed.id === "string" && typeof parsed.timestamp === "string") {
      return { id: parsed.id, timestamp: parsed.timestamp };
    }
  }
  return { id: `dev-${randomUUID()}`, timestamp: new Date().toISOString() };
}
