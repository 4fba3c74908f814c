import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Applications to job openings. Personal data: the CV itself is in private file storage under
 * `file_key`, and the row and the file are deleted after `delete_after` (a retention job).
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    jobSlug: text("job_slug").notNull(),
    name: text("name").notNull(),
    msisdn: text("msisdn").notNull(),
    email: text("email"),
    message: text("message"),
    fileKey: text("file_key").notNull(),
    fileType: text("file_type", { enum: ["pdf", "docx", "doc"] }).notNull(),
    fileSize: integer("file_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deleteAfter: timestamp("delete_after", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("job_applications_file_type", sql`${t.fileType} in ('pdf', 'docx', 'doc')`),
    index("job_applications_job").on(t.jobSlug, t.createdAt),
    index("job_applications_retention").on(t.deleteAfter),
  ],
);
