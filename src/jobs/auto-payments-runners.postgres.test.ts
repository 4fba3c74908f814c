import { eq } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { testApi } from "../../tests/api.ts";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { onPostgres } from "../../tests/database.ts";
import { SAVED_CARDS, savedCard, setRule } from "../../tests/factories/autopay.ts";
import { fundedCustomer, moneyOf } from "../../tests/factories/money.ts";
import { openPostgres } from "../db/client.server.ts";
import { jobRunLog, jobRuns, payments } from "../db/schema/index.ts";
import { runJobOnce } from "./job-runner.server.ts";
import { jobList } from "./jobs.server.ts";

// Two instances of the server, each with its own pool and its own job runner, both ticking the
// real auto-payments job at the same moments: a real server only. The job runs under a name of
// its own here, so its lease is this test's alone; the rules it finds are the whole database's.
test.runIf(onPostgres())(
  "an automatic recharge fires once when two job runners run the auto-payments job at once, round after round",
  async () => {
    const url = inject("databaseUrl") ?? "";
    const instances = [openPostgres(url, 5), openPostgres(url, 5)];
    const real = jobList.find((j) => j.name === "auto-payments");
    if (!real) throw new Error("no auto-payments job");
    const job = { ...real, name: `auto-payments-two-runners-${Date.now()}` };
    const config = testConfig({ PAYMENT_GATEWAY: "sandbox" });
    const [first] = instances;
    try {
      if (!first) throw new Error("no database");
      const api = testApi(first, { config });
      const c = await fundedCustomer(first.db, 500);
      const methodId = await savedCard(api, c.token, SAVED_CARDS.works);
      const set = await setRule(api, c.token, {
        kind: "below_balance",
        lineId: c.lineId,
        methodId,
        amount: 5_000,
        threshold: 2_000,
      });
      expect(set.status).toBe(200);
      const start = Date.now();
      const rounds: string[][] = [];
      for (let round = 0; round < 3; round++) {
        // Each round both runners find the job due (a period has passed) and race for it.
        const now = new Date(start + round * (job.everyMs + 1_000));
        rounds.push(
          await Promise.all(instances.map((h) => runJobOnce({ db: h.db, config, log: silentLogger() }, job, { now }))),
        );
      }
      // One runner wins each round's lease; the other skips. Only the first round's win charges.
      for (const outcomes of rounds) expect(outcomes.sort()).toEqual(["ran", "skipped"]);
      const made = await first.db.select().from(payments).where(eq(payments.lineId, c.lineId));
      expect(made.map((p) => p.state)).toEqual(["fulfilled"]);
      expect(await moneyOf(first.db, c.lineId)).toEqual({ balance: 5_500, ledger: 5_500 });
    } finally {
      if (first) {
        await first.db.delete(jobRunLog).where(eq(jobRunLog.name, job.name));
        await first.db.delete(jobRuns).where(eq(jobRuns.name, job.name));
      }
      await Promise.all(instances.map((h) => h.close()));
    }
  },
);
