/** A SIM's PUK, sealed, and every time a customer has read it (issue 21). */

import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts, lines } from "./accounts.ts";

/**
 * The PUK of the SIM now serving a line, as the operator's SIM records give it, sealed
 * (src/domain/lines/puk.ts). A new SIM for the line replaces it.
 */
export const simPuks = pgTable("sim_puks", {
  lineId: uuid("line_id")
    .primaryKey()
    .references(() => lines.id),
  pukSealed: text("puk_sealed").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each reading of a PUK: which line, which account, how the customer proved it was them. Only ever added to. */
export const pukViews = pgTable(
  "puk_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id),
    proof: text("proof", { enum: ["password", "sms_code"] }).notNull(),
    /** The other line of the account the SMS code went to (proof sms_code). */
    codeMsisdn: text("code_msisdn"),
    requestId: text("request_id"),
    clientIp: text("client_ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("puk_views_line").on(t.lineId, t.at),
    check("puk_views_proof_known", sql`${t.proof} in ('password', 'sms_code')`),
  ],
);
