#!/usr/bin/env node
// Runs on whatever Node the machine has (even 20): makes sure dependencies, and with them the
// project's own Node 24, are installed for this lockfile, then runs an npm script on that Node.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const stampFile = join(root, "node_modules", ".install-stamp");
const lockHash = createHash("sha256")
  .update(readFileSync(join(root, "package-lock.json")))
  .digest("hex");
const localNode = join(root, "node_modules", ".bin", "node");

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const installed = existsSync(stampFile) && readFileSync(stampFile, "utf8") === lockHash && existsSync(localNode);
if (!installed) {
  console.log("Installing dependencies (npm ci)...");
  // --include=dev: the project's Node, the build and the tests are dev dependencies, even under NODE_ENV=production.
  run("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"]);
  if (!existsSync(localNode)) {
    console.error("The project's Node 24 (npm package 'node') did not install: were install scripts skipped?");
    process.exit(1);
  }
  writeFileSync(stampFile, lockHash);
}

const [, , ...scriptAndArgs] = process.argv;
if (scriptAndArgs.length > 0) {
  const PATH = [join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter);
  run("npm", ["run", "--silent", ...scriptAndArgs], { ...process.env, PATH });
}
