/**
 * Migrates once per test run, not once per file: PGlite is migrated in memory and dumped to a file
 * every test file loads; with TEST_DATABASE_URL a throwaway PostgreSQL database is created, migrated
 * and dropped at the end. The content (catalogue, pages, campaigns, rates) is seeded too, as in
 * production; demo customers are not: tests make their own.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type DatabaseHandle, openPglite, openPostgres } from "../src/db/client.server.ts";
import { runMigrations } from "../src/db/migrate.server.ts";
import { runSeed } from "../src/seed/run-seed.server.ts";
import { seedStepList } from "../src/seed/steps.server.ts";
import { silentLogger, testConfig } from "./config.ts";

async function prepare(handle: DatabaseHandle) {
  await runMigrations(handle);
  const config = testConfig({ DEMO_MODE: "0" });
  await runSeed(
    { db: handle.db, config, log: silentLogger() },
    seedStepList.filter((s) => !s.demoOnly),
  );
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
    adminDatabaseUrl: string | undefined;
    pgliteDump: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `zain_test_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString(), 2);
    await prepare(handle);
    await handle.close();
    project.provide("databaseUrl", url.toString());
    project.provide("adminDatabaseUrl", serverUrl);
    project.provide("pgliteDump", undefined);
    return async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "zain-test-"));
  const handle = await openPglite("memory://");
  await prepare(handle);
  if (handle.driver.kind !== "pglite") throw new Error("expected PGlite");
  const dump = await handle.driver.client.dumpDataDir("none");
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("databaseUrl", undefined);
  project.provide("adminDatabaseUrl", undefined);
  project.provide("pgliteDump", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
