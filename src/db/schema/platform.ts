import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One row per periodic job, shared by every instance: the lease (`lastStartedAt`), how the last run
 * ended, and the retry state. After a failure `nextDueAt` holds the back-off's next attempt; when
 * `consecutiveFailures` reaches the limit the job is dead-lettered (`deadLetteredAt`) and no longer
 * scheduled until an operator runs or revives it (docs/decisions/040-job-retries-and-dead-letter.md).
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastStatus: text("last_status", { enum: ["succeeded", "failed"] }),
  lastError: text("last_error"),
  runCount: integer("run_count").notNull().default(0),
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  /** Set after a failure (the retry's time); null means "one period after the last start". */
  nextDueAt: timestamp("next_due_at", { withTimezone: true }),
  deadLetteredAt: timestamp("dead_lettered_at", { withTimezone: true }),
  /** Renewed while a run is alive; a lease whose start and heartbeat are both old was abandoned. */
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
});

/** Every run of every job (pruned by `auth-cleanup`): what operators read when a job misbehaves. */
export const jobRunLog = pgTable(
  "job_run_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    outcome: text("outcome", { enum: ["succeeded", "failed"] }).notNull(),
    /** 1 for a run after a success; n for the n-th run in a row that follows failures. */
    attempt: integer("attempt").notNull(),
    /** The failure's message, shortened and with credentials and codes masked. */
    error: text("error"),
    result: jsonb("result").$type<Record<string, number>>(),
    /** Which process ran it (host and pid). */
    instance: text("instance").notNull(),
  },
  (t) => [index("job_run_log_name_started_idx").on(t.name, t.startedAt)],
);

/** Records which seed steps have been applied and with what content version, so a re-run changes nothing. */
export const seedSteps = pgTable("seed_steps", {
  name: text("name").primaryKey(),
  checksum: text("checksum").notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  details: jsonb("details").$type<Record<string, number>>().notNull().default({}),
});
