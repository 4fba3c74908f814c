// Makes sure a system Chromium exists for the browser tests: finds one, or installs Debian's
// package when it can (root with apt-get), or stops with one sentence saying what to install.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./find-chromium.mjs";

if (findChromium()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/usr/bin/apt-get")) {
  console.log("No Chromium found: installing Debian's chromium package...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) break;
  }
  if (findChromium()) process.exit(0);
}

console.error(
  "Browser tests need Chromium or Google Chrome: install it (on Debian or Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to its executable.",
);
process.exit(1);
