import { boolean, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { lines } from "./accounts.ts";

/** The line's switches (TMF637 characteristics) and the usage alert the customer set. */
export const lineServices = pgTable("line_services", {
  lineId: uuid("line_id")
    .primaryKey()
    .references(() => lines.id),
  mobileData: boolean("mobile_data").notNull().default(true),
  roaming: boolean("roaming").notNull().default(false),
  internationalCalls: boolean("international_calls").notNull().default(true),
  /** Notify when a bundle reaches this share used (percent); null: only the 80% and 100% notices. */
  usageAlertPercent: integer("usage_alert_percent"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
