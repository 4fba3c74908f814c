import { expect, test } from "vitest";
import { testConfig } from "../../tests/config.ts";
import { ConfigError } from "./env.server.ts";

const PRIMARY = "postgres://zain:secret@db.example.iq:5432/zain";
const REPLICA = "postgres://zain:secret@replica.example.iq:5432/zain";

function configProblems(env: Record<string, string>): string[] {
  try {
    testConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

test("a replica without DATABASE_URL is refused with a message that says why", () => {
  expect(configProblems({ DATABASE_REPLICA_URL: REPLICA })).toEqual([
    "DATABASE_REPLICA_URL: needs DATABASE_URL (the primary it replicates); the embedded database has no replicas",
  ]);
});

test("a replica address that is no PostgreSQL URL is refused without showing it", () => {
  const [problem] = configProblems({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: "mysql://replica/zain" });
  expect(problem).toMatch(/^DATABASE_REPLICA_URL: expected a PostgreSQL URL.*\(got "<hidden>"\)$/);
});

test("the replica's pool is as large as the primary's unless given its own size", () => {
  const same = testConfig({ DATABASE_URL: PRIMARY, DATABASE_POOL_SIZE: "12", DATABASE_REPLICA_URL: REPLICA });
  expect(same.database).toMatchObject({ replica: { url: REPLICA, poolSize: 12, stickyMs: 15_000 } });
  const own = testConfig({
    DATABASE_URL: PRIMARY,
    DATABASE_REPLICA_URL: REPLICA,
    DATABASE_REPLICA_POOL_SIZE: "4",
    DATABASE_REPLICA_STICKY_MS: "30000",
  });
  expect(own.database).toMatchObject({ poolSize: 10, replica: { poolSize: 4, stickyMs: 30_000 } });
});

test("without DATABASE_REPLICA_URL there is no replica", () => {
  expect(testConfig({ DATABASE_URL: PRIMARY }).database).toMatchObject({ kind: "postgres", replica: null });
  expect(testConfig().database).toEqual({ kind: "pglite", dir: ".data/pglite" });
});
