import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per periodic job: when it last ran and how it ended, shared by every instance. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastStatus: text("last_status", { enum: ["succeeded", "failed"] }),
  lastError: text("last_error"),
  runCount: integer("run_count").notNull().default(0),
});

/** Records which seed steps have been applied and with what content version, so a re-run changes nothing. */
export const seedSteps = pgTable("seed_steps", {
  name: text("name").primaryKey(),
  checksum: text("checksum").notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  details: jsonb("details").$type<Record<string, number>>().notNull().default({}),
});
