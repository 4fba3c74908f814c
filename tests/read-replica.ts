/**
 * A stand-in read replica for PostgreSQL tests: a second pool on the test database whose
 * search_path puts a schema of its own first. A table copied into that schema is what "the replica"
 * holds (a marker row the primary lacks, or a content version it has not replayed yet), so a test
 * can tell which connection answered. The pool is read-only as the replica handle always makes it.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export type ReplicaSchema = {
  /** The schema's name, for SQL that changes what the replica holds. */
  name: string;
  /** The replica's address: the test database with this schema first on its search_path. */
  url: string;
  /** Runs SQL on the primary, where the schema's tables are filled in. */
  sql(text: string): Promise<pg.QueryResult>;
  /** Copies a table into the schema: from then on the replica reads the copy, the primary the original. */
  shadow(table: string, rows: "all" | "none"): Promise<void>;
  drop(): Promise<void>;
};

export async function replicaSchema(databaseUrl: string): Promise<ReplicaSchema> {
  const schema = `replica_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema},public`);
  return {
    name: schema,
    url: url.toString(),
    sql: (text) => admin.query(text),
    shadow: async (table, rows) => {
      await admin.query(`create table ${schema}.${table} (like public.${table} including defaults)`);
      if (rows === "all") await admin.query(`insert into ${schema}.${table} select * from public.${table}`);
    },
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
