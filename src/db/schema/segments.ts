/** Customer segments for below-the-line offers: lists of lines imported from the operator's CSVs. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { lines } from "./accounts.ts";

/** A line in a segment (`segments-import <segment> <file.csv>`); a line may be in several. */
export const segmentMembers = pgTable(
  "segment_members",
  {
    segment: text("segment").notNull(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.segment, t.lineId] }),
    check("segment_members_segment_slug", sql`${t.segment} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("segment_members_line").on(t.lineId),
  ],
);
