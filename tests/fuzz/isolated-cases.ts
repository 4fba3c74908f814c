import { sql } from "drizzle-orm";
import type { DatabaseHandle, Db } from "../../src/db/client.server.ts";

class CaseRollback extends Error {}

/**
 * A database handle whose `db` is whatever savepoint the current case runs in. The fuzzer runs each
 * case in a savepoint of the test's transaction and rolls it back, so a case sees none of the rows
 * (or rate-limit windows) of the cases before it: every case meets fresh limits, which is how the
 * suite gets raised limits without loosening a rule, and a failed statement poisons only its case.
 */
export function isolatedCases(outer: DatabaseHandle) {
  let current: Db = outer.db;
  // Drizzle's query builders read `this`; bind each method to the live savepoint.
  const db = new Proxy(outer.db, {
    get(_target, key) {
      const value: unknown = Reflect.get(current, key);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
  const handle: DatabaseHandle = { ...outer, db, ping: async () => void (await current.execute(sql`select 1`)) };
  return {
    handle,
    /** Runs one case in its own savepoint, always rolled back; returns what the case returned. */
    async run<T>(fn: () => Promise<T>): Promise<T> {
      let result: { value: T } | undefined;
      const parent = current;
      try {
        await parent.transaction(async (savepoint) => {
          current = savepoint;
          result = { value: await fn() };
          throw new CaseRollback();
        });
      } catch (error) {
        if (!(error instanceof CaseRollback)) throw error;
      } finally {
        current = parent;
      }
      if (!result) throw new Error("case did not finish");
      return result.value;
    },
  };
}
