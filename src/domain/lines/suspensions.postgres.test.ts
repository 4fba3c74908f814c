import { and, eq, isNull } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { onPostgres } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { openPostgres } from "../../db/client.server.ts";
import { lineSuspensions, lines } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { staffSetSuspension } from "../staff/lines.ts";
import { setLineSuspended } from "./services.ts";

// Committed rows and many connections: a real server only (the run's database is dropped after).
test.runIf(onPostgres())(
  "customers and operators changing one line at once leave it consistent: one open suspension exactly when suspended",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 20);
    try {
      const { db } = database;
      const customer = await makeCustomer(db);
      const asCustomer = testContext(db, { actor: actorFor(customer.account.id, [customer.line.id]) });
      const asOperator = testContext(db, { staff: { kind: "operator", name: "race" } });
      const lineId = customer.line.id;
      const moves = Array.from({ length: 24 }, (_, i) => {
        if (i % 4 === 0) {
          return staffSetSuspension({
            ctx: asOperator,
            input: { msisdn: customer.msisdn, change: { suspended: true, reasonCode: "fraud_suspected" } },
          });
        }
        if (i % 4 === 1) {
          return staffSetSuspension({
            ctx: asOperator,
            input: { msisdn: customer.msisdn, change: { suspended: false } },
          });
        }
        return setLineSuspended({ ctx: asCustomer, input: { lineId, suspended: i % 4 === 2 } });
      });
      const outcomes = await Promise.allSettled(moves);
      for (const o of outcomes) {
        if (o.status === "rejected") {
          expect(o.reason).toBeInstanceOf(DomainError);
          expect((o.reason as DomainError).code).toBe("line_suspended_by_operator");
        }
      }
      const [line] = await db.select({ status: lines.status }).from(lines).where(eq(lines.id, lineId));
      const open = await db
        .select()
        .from(lineSuspensions)
        .where(and(eq(lineSuspensions.lineId, lineId), isNull(lineSuspensions.liftedAt)));
      expect(open).toHaveLength(line?.status === "suspended" ? 1 : 0);
    } finally {
      await database.close();
    }
  },
);
