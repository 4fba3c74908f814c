/**
 * How many messages wait in each outbox and how many were given up, for the metrics scrape. One
 * query per outbox, answered from the `(status, next_attempt_at)` index: `sent` rows, which grow
 * without bound, are never counted.
 */
import { count, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { emailOutbox, smsOutbox } from "../../db/schema/index.ts";

export type OutboxDepth = { channel: "sms" | "email"; status: "pending" | "failed"; messages: number };

const WATCHED = ["pending", "failed"] as const;

export async function outboxDepth(db: Db): Promise<OutboxDepth[]> {
  const [sms, email] = await Promise.all(
    [smsOutbox, emailOutbox].map((table) =>
      db
        .select({ status: table.status, messages: count() })
        .from(table)
        .where(inArray(table.status, [...WATCHED]))
        .groupBy(table.status),
    ),
  );
  // Every series is written, at zero too, so a drained outbox reads 0 rather than vanishing.
  return (["sms", "email"] as const).flatMap((channel) =>
    WATCHED.map((status) => ({
      channel,
      status,
      messages: (channel === "sms" ? sms : email)?.find((row) => row.status === status)?.messages ?? 0,
    })),
  );
}
