/** Demo mode only (DESIGN.md "Modes"): the SMS a number was sent, so the demo works without a phone. */
import { z } from "zod";
import { defineOperation } from "./operation.ts";

export const outboxMessage = z
  .object({ body: z.string(), status: z.enum(["pending", "sent", "failed"]), createdAt: z.string() })
  .meta({ id: "OutboxMessage" });

export type OutboxMessage = z.output<typeof outboxMessage>;

export const readSmsOutboxOp = defineOperation({
  method: "get",
  path: "/dev/sms-outbox",
  tags: ["Demo"],
  auth: "apiKey",
  summary: "Messages sent to a number (demo mode only; absent otherwise)",
  query: z.object({ msisdn: z.string().min(1) }),
  success: { status: 200, description: "Newest first", schema: z.array(outboxMessage) },
  errors: [422],
});
