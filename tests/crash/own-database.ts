import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/** A fresh PostgreSQL database for a test that runs real server processes on it; dropped afterwards. */
export async function withOwnDatabase(prefix: string, run: (url: string) => Promise<void>) {
  const adminUrl = inject("adminDatabaseUrl") ?? "";
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
