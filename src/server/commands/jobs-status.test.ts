import { eq } from "drizzle-orm";
import { afterEach, expect, test, vi } from "vitest";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { actorFor, testContext, testEnv } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { uniqueMsisdn } from "../../../tests/factories/accounts.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import type { SmsProvider } from "../../adapters/sms/sms-provider.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { bills, jobRuns, lineBalances, smsOutbox } from "../../db/schema/index.ts";
import { startPlan } from "../../domain/bundles/plans.ts";
import { changePlan } from "../../domain/plans/change-plan.ts";
import { dispatchSms, enqueueSms } from "../../domain/sms/outbox.ts";
import { runJobOnce } from "../../jobs/job-runner.server.ts";
import { jobList } from "../../jobs/jobs.server.ts";
import { jobReviveCommand } from "./job-revive.ts";
import { jobsStatusCommand } from "./jobs-status.ts";
import { jobCommand } from "./platform.ts";

afterEach(() => vi.restoreAllMocks());

/** Runs a command against the test's database and returns what it printed. */
async function run(command: typeof jobsStatusCommand, database: DatabaseHandle, args: string[] = []) {
  const printed: string[] = [];
  vi.spyOn(console, "log").mockImplementation((text: string) => void printed.push(text));
  const code = await command.run({ database, config: testConfig(), log: silentLogger(), args });
  vi.restoreAllMocks();
  return { code, output: printed.join("\n") };
}

/** Puts the `bills` job in the dead letter by failing it as often as the limit says. */
async function deadLetterBills(db: DatabaseHandle["db"], start = new Date("2026-11-22T10:00:00Z")) {
  const config = testConfig({ JOB_MAX_FAILURES: "2" });
  const failing = { name: "bills", everyMs: 3_600_000, run: () => Promise.reject(new Error("ledger unreachable")) };
  await runJobOnce({ db, config, log: silentLogger() }, failing, { now: start });
  await runJobOnce({ db, config, log: silentLogger() }, failing, { now: new Date(start.getTime() + 3_600_000) });
}

test("jobs-status lists every job, the dead letter and its latest failures", () =>
  withRollback(async (database) => {
    await deadLetterBills(database.db);
    const { code, output } = await run(jobsStatusCommand, database);
    expect(code).toBe(0);
    for (const job of jobList) expect(output).toContain(job.name);
    const billsLine = output.split("\n").find((line) => line.startsWith("bills "));
    expect(billsLine).toMatch(/failed\s+2\s+-\s+YES since 2026-11-22 11:00:00Z/);
    expect(output).toContain("bills  2026-11-22 11:00:00Z  attempt 2");
    expect(output).toContain("ledger unreachable");
    expect(output).toContain("Dead-lettered: bills.");
  }));

test("jobs-status --json gives machines the same facts", () =>
  withRollback(async (database) => {
    await deadLetterBills(database.db);
    const { output } = await run(jobsStatusCommand, database, ["--json"]);
    const report = JSON.parse(output);
    const bills = report.jobs.find((j: { name: string }) => j.name === "bills");
    expect(bills).toMatchObject({
      lastOutcome: "failed",
      consecutiveFailures: 2,
      nextDueAt: null,
      deadLetteredAt: "2026-11-22T11:00:00.000Z",
    });
    expect(bills.recentFailures).toHaveLength(2);
    expect(bills.recentFailures[0]).toMatchObject({ attempt: 2, error: "ledger unreachable" });
    expect(report.sms).toHaveProperty("dead");
  }));

test("jobs-status counts SMS messages given up after their last attempt", () =>
  withRollback(async (database) => {
    const { db } = database;
    const before = JSON.parse((await run(jobsStatusCommand, database, ["--json"])).output).sms.dead;
    const msisdn = uniqueMsisdn();
    const past = new Date("2001-01-01T00:00:00Z");
    await enqueueSms(db, msisdn, "your order shipped");
    await db.update(smsOutbox).set({ createdAt: past, nextAttemptAt: past }).where(eq(smsOutbox.msisdn, msisdn));
    const broken: SmsProvider = { name: "down", send: () => Promise.reject(new Error("HTTP 503 from gateway")) };
    let dead = 0;
    for (let attempt = 0; attempt < 5; attempt++) {
      dead += (await dispatchSms(db, broken, new Date(past.getTime() + attempt * 3_600_000), { batch: 1 })).dead;
    }
    expect(dead).toBe(1);
    const { output } = await run(jobsStatusCommand, database, ["--json"]);
    expect(JSON.parse(output).sms.dead).toBe(before + 1);
  }));

test("job-revive and a successful `job <name>` take a job out of the dead letter", () =>
  withRollback(async (database) => {
    const { db } = database;
    const deadLettered = async () =>
      (await db.select().from(jobRuns).where(eq(jobRuns.name, "bills")))[0]?.deadLetteredAt;
    await deadLetterBills(db);
    expect(await deadLettered()).not.toBeNull();
    expect((await run(jobReviveCommand, database, ["bills"])).output).toContain("revived");
    expect(await deadLettered()).toBeNull();
    expect((await run(jobReviveCommand, database, ["bills"])).output).toContain("not dead-lettered");

    // Revived "now": the scheduler's next tick, in real time, may claim it again.
    await deadLetterBills(db, new Date(Date.now() + 60_000));
    expect(await deadLettered()).not.toBeNull();
    const { code, output } = await run(jobCommand, database, ["bills"]);
    expect({ code, output }).toEqual({ code: 0, output: "Job bills: ran" });
    expect(await deadLettered()).toBeNull();
  }));

test("job --as-of runs the job's work as of that time: an upgrade's prorated charge lands on the bill issued then", () =>
  withRollback(async (database) => {
    const { db } = database;
    const c = await fundedCustomer(db, 0, { billing: "postpaid" });
    await db.update(lineBalances).set({ billCycleDay: 1 }).where(eq(lineBalances.lineId, c.lineId));
    const started = new Date("2026-10-02T09:00:00Z");
    const upgraded = new Date("2026-10-12T10:00:00Z");
    const env = testEnv(db, { ...testConfig(), billing: { taxPercent: 0, dueDays: 14 } });
    await startPlan({ ctx: testContext(db, { now: started, env }), input: { lineId: c.lineId, plan: "power-25" } });
    const customer = testContext(db, { now: upgraded, env, actor: actorFor(c.account.id, [c.lineId]) });
    const input = { lineId: c.lineId, plan: "power-60", idempotencyKey: "job-as-of-test-0001" };
    expect((await changePlan({ ctx: customer, input })).body.chargeIqd).toBe(23_333);

    expect((await run(jobCommand, database, ["bills", "--as-of", "soon"])).code).toBe(2);
    const { code, output } = await run(jobCommand, database, ["bills", "--as-of", "2026-11-01T08:00:00Z"]);
    expect([code, output]).toEqual([0, "Job bills: ran (as of 2026-11-01T08:00:00.000Z)"]);
    const [bill] = await db.select().from(bills).where(eq(bills.lineId, c.lineId));
    expect(bill).toMatchObject({ planIqd: 25_000, planChangeIqd: 23_333, totalIqd: 48_333 });
    // The run is recorded at the real time, so the schedule is not pushed into the future.
    const [runRow] = await db.select().from(jobRuns).where(eq(jobRuns.name, "bills"));
    expect(Math.abs((runRow?.lastStartedAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  }));
