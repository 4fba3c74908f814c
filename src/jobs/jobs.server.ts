import { createEmailProvider } from "../adapters/email/email-provider.ts";
import { createGateways } from "../adapters/payments/index.ts";
import { createSmsProvider } from "../adapters/sms/sms-provider.ts";
import { createFileStorage } from "../adapters/storage/create-file-storage.ts";
import { sweepStaging } from "../adapters/storage/upload-staging.ts";
import type { Config } from "../config/config.server.ts";
import { pruneConversations } from "../domain/assistant/conversation/conversations.ts";
import { pruneExpiredCodes } from "../domain/auth/cleanup.ts";
import { pruneSessions } from "../domain/auth/sessions.ts";
import { runAutoPayments } from "../domain/autopay/run-auto-payments.ts";
import { issueDueBills } from "../domain/bills/bills.ts";
import { runBundleLifecycle } from "../domain/bundles/lifecycle.ts";
import { pruneDeviceLeads } from "../domain/campaigns/leads.ts";
import { pruneApplications } from "../domain/careers/applications.ts";
import { runDigitalServiceRenewals } from "../domain/digital-services/renewals.ts";
import { dispatchEmail } from "../domain/email/outbox.ts";
import { deleteDueFiles } from "../domain/files/private-files.ts";
import { pruneIdempotencyKeys } from "../domain/idempotency/idempotency.ts";
import { releaseExpiredHolds } from "../domain/inventory/holds.ts";
import { pruneRateLimits } from "../domain/limits/rate-limiter.ts";
import { syncCourier } from "../domain/orders/courier-sync.ts";
import { expireOrders } from "../domain/orders/order-expiry.ts";
import { reconcilePayments } from "../domain/payments/reconcile.ts";
import { runPointsDaily } from "../domain/points/daily.ts";
import { dispatchSms } from "../domain/sms/outbox.ts";
import { orderPortsOf } from "../server/order-ports.server.ts";
import { pruneJobRunLog } from "./job-history.server.ts";
import type { Job } from "./job-runner.server.ts";
import { jobServiceContext } from "./service-context.server.ts";

const sms = createSmsProvider();
const email = createEmailProvider();

/** Every periodic job; features append theirs. Each can also be run with `npm run job -- <name>`. */
export const jobList: Job[] = [
  {
    name: "sms-dispatch",
    everyMs: 5_000,
    run: async ({ db, now, config }) => dispatchSms(db, sms, now, { keepBody: config.demoMode }),
  },
  {
    // Paperless bills' emails, sent from their durable outbox as SMS are.
    name: "email-dispatch",
    everyMs: 30_000,
    run: async ({ db, now, config }) => dispatchEmail(db, email, config.email.from, now),
  },
  {
    name: "auth-cleanup",
    everyMs: 60 * 60_000,
    run: async (job) => {
      const { db, now } = job;
      const ctx = jobServiceContext(job, { sms });
      return {
        sessions: await pruneSessions({ ctx }),
        rateWindows: await pruneRateLimits(db, now),
        codes: await pruneExpiredCodes({ ctx }),
        idempotencyKeys: await pruneIdempotencyKeys(db, now),
        jobRunLog: await pruneJobRunLog(db, now),
        assistantConversations: await pruneConversations(db, now),
      };
    },
  },
  {
    // Expiry, auto-renewal and "ends within 24 hours" notices: minutes late at worst.
    name: "bundle-lifecycle",
    everyMs: 5 * 60_000,
    run: async (job) => runBundleLifecycle({ ctx: jobServiceContext(job) }),
  },
  {
    // Digital services (issue 21): each period charged once, or the subscription lapses with an SMS.
    name: "digital-services-renewals",
    everyMs: 5 * 60_000,
    run: async (job) => runDigitalServiceRenewals({ ctx: jobServiceContext(job) }),
  },
  {
    // Postpaid bills on each line's cycle day; hourly is enough, one bill per period is guaranteed.
    name: "bills",
    everyMs: 60 * 60_000,
    run: async (job) => issueDueBills({ ctx: jobServiceContext(job) }),
  },
  {
    // Payments the callbacks left open: confirmed by a status query, fulfilled, refunded or expired.
    name: "payments-reconcile",
    everyMs: 60_000,
    run: async (job) =>
      reconcilePayments({ ctx: jobServiceContext(job, { gateways: createGateways(job.config, job.db).registry }) }),
  },
  {
    // Automatic recharges and bill payments with saved cards (issue 20): each rule fires once per
    // trigger even with several instances (a conditional claim on the rule), retries, then pauses.
    name: "auto-payments",
    everyMs: 60_000,
    run: async (job) =>
      runAutoPayments({ ctx: jobServiceContext(job, { gateways: createGateways(job.config, job.db).registry }) }),
  },
  {
    // The sandbox gateway's own duty: "pending then success" payments settle and unacknowledged
    // callbacks are sent again, over HTTP to this site as a real gateway would.
    name: "sandbox-gateway",
    everyMs: 5_000,
    run: async ({ db, now, config }) => ({
      delivered: (await createGateways(config, db).sandbox?.deliverDue(now)) ?? 0,
    }),
  },
  {
    // Personal data kept no longer than promised: device requests (LEAD_RETENTION_DAYS) and job
    // applications with their CVs (APPLICATION_RETENTION_DAYS).
    name: "lead-retention",
    everyMs: 24 * 60 * 60_000,
    run: async ({ db, now, config, log }) => ({
      deviceLeads: await pruneDeviceLeads({ ctx: jobServiceContext({ db, now, config, log }) }),
      jobApplications: await pruneApplications({
        ctx: jobServiceContext({ db, now, config, log }),
      }),
    }),
  },
  {
    // Approved courier orders handed to the courier; parcels followed until delivered, then completed.
    name: "orders-courier",
    everyMs: 60_000,
    run: async (job) => {
      const orders = orderPortsOf(job.config, job.db);
      return syncCourier({ ctx: jobServiceContext(job, { sms, orders }) });
    },
  },
  {
    // Unpaid orders past their deadline expire (holds back, open payment called off); stale rejections close.
    name: "orders-expiry",
    everyMs: 60_000,
    run: async (job) => {
      const orders = orderPortsOf(job.config, job.db);
      const gateways = createGateways(job.config, job.db).registry;
      return expireOrders({ ctx: jobServiceContext(job, { sms, orders, gateways }) });
    },
  },
  {
    // Identity documents: files whose delete_after has passed (unclaimed uploads after a day, claimed
    // ones when their owner scheduled it) leave storage and the table; abandoned tus uploads leave
    // the staging folder.
    name: "private-files-retention",
    everyMs: 60 * 60_000,
    run: async ({ db, now, config }) => ({
      ...(await deleteDueFiles(db, createFileStorage(config), now)),
      staging: await sweepStaging(config.dataDir, now),
    }),
  },
  {
    // Reward points: expiry (oldest first), the month-ahead notice, tiers as the window slides, birthdays.
    name: "points-daily",
    everyMs: 24 * 60 * 60_000,
    run: async (job) => runPointsDaily({ ctx: jobServiceContext(job, { sms }) }),
  },
  {
    // A chosen number is reserved for NUMBER_HOLD_MINUTES; this gives lapsed ones back within a minute.
    name: "inventory-holds",
    everyMs: 60_000,
    run: async ({ db, now }) => releaseExpiredHolds(db, now),
  },
];

/**
 * The jobs as this configuration runs them: the courier is followed at least once per sandbox
 * step, so a test server with a step of seconds (COURIER_SANDBOX_STEP_MINUTES=0.05) watches an
 * order delivered in seconds, while a real courier is asked once a minute.
 */
export function jobsFor(config: Config): Job[] {
  const courierStepMs = config.orders.courier.stepMinutes * 60_000;
  return jobList.map((job) =>
    job.name === "orders-courier" ? { ...job, everyMs: Math.min(job.everyMs, courierStepMs) } : job,
  );
}

/** How often the scheduler looks: as often as the most frequent job wants, between 1 and 15 seconds. */
export const schedulerTickMs = (jobs: Job[]) =>
  Math.min(15_000, Math.max(1_000, Math.min(...jobs.map((j) => j.everyMs))));
