// Builds the web app unless build/ already matches the sources (so a restart is quick).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The web bundle pulls shared code from src/ as well as app/, so all of it counts.
const inputs = [
  "app",
  "src",
  "public",
  "scripts/vite-plugins.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];
const stamp = "build/.source-stamp";

function* files(path) {
  if (!existsSync(path)) return;
  const info = statSync(path);
  if (info.isDirectory()) for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
  else yield `${path}:${info.size}:${info.mtimeMs}`;
}

const hash = createHash("sha256");
for (const input of inputs) for (const line of files(input)) hash.update(line);
const digest = hash.digest("hex");

if (existsSync(stamp) && existsSync("build/web/server/index.js") && readFileSync(stamp, "utf8") === digest) {
  process.exit(0);
}
const result = spawnSync("react-router", ["build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, digest);
