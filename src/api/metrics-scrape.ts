/**
 * What a scrape reads at the moment it happens: the pool's counters and the backlogs kept in the
 * database (outbox depth, payments in the states an operator watches). The counts come from domain
 * functions, two small indexed queries per scrape (src/domain/outbox/depth.ts,
 * src/domain/payments/state-counts.ts); a scrape every 15-60 s costs nothing worth measuring.
 */
import { Gauge } from "prom-client";
import { readPoolGauges } from "../db/query-metrics.server.ts";
import { outboxDepth } from "../domain/outbox/depth.ts";
import { watchedPaymentCounts } from "../domain/payments/state-counts.ts";
import type { Logger } from "../lib/logger.server.ts";
import { countEvent } from "../lib/metrics.server.ts";
import { registry, scrapeMetrics } from "../lib/prometheus.server.ts";
import type { ApiDeps } from "./context.ts";

const outboxMessages = new Gauge({
  name: "outbox_messages",
  help: "Messages in the SMS and email outboxes: pending (waiting to be sent or retried) and failed (given up)",
  labelNames: ["channel", "status"] as const,
  registers: [registry],
});
const paymentsInState = new Gauge({
  name: "payments_in_state",
  help: "Payments in the states an operator watches: created, pending, succeeded (not yet fulfilled), refund_failed",
  labelNames: ["state"] as const,
  registers: [registry],
});

/** The scrape's text. A database that does not answer leaves out its gauges, never the rest. */
export async function scrape(deps: Pick<ApiDeps, "database">, log: Logger): Promise<string> {
  const { database } = deps;
  if (database.driver.kind === "postgres") readPoolGauges(database.driver.pool);
  if (database.replica) readPoolGauges(database.replica.pool, "replica");
  try {
    const [outboxes, payments] = await Promise.all([outboxDepth(database.db), watchedPaymentCounts(database.db)]);
    for (const row of outboxes) outboxMessages.set({ channel: row.channel, status: row.status }, row.messages);
    for (const row of payments) paymentsInState.set({ state: row.state }, row.payments);
  } catch (error) {
    // A stale count would read as a real one: the series go until the database answers again.
    outboxMessages.reset();
    paymentsInState.reset();
    countEvent("metrics_database_read_failed_total", "Scrapes that could not read the outbox and payment counts");
    log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      "metrics: database counts unavailable",
    );
  }
  return scrapeMetrics();
}
