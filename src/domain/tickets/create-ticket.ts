/**
 * Opening a ticket, the three ways in: a signed-in customer (web), a signed-out visitor whose
 * contact number or browser has proved itself (public-ticket.ts), and the assistant handing a
 * conversation over to a person, its transcript as the first message.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { TicketView } from "../../contracts/api/tickets.ts";
import type { TicketCreateInput, TicketDetails, TicketTopic } from "../../contracts/tickets.ts";
import { accountLines, lines } from "../../db/schema/index.ts";
import { parseMsisdn } from "../auth/lines.ts";
import { actorOf, type ServiceCall, type ServiceContext, withDb } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once, storedResult } from "../idempotency/idempotency.ts";
import { consumeRate } from "../limits/rate-limiter.ts";
import { TICKET_RULES } from "./limits.ts";
import { openTicket } from "./open-ticket.ts";
import { customerActor, customerTicket } from "./ticket-rows.ts";
import { customerView } from "./ticket-view.ts";

/** One turn of an assistant conversation, as the hand-over attaches it. */
export type TranscriptTurn = { from: "customer" | "assistant"; text: string };

export type HandOverInput = {
  topic: TicketTopic;
  details: Extract<TicketDetails, { type: "question" | "complaint" | "fault_report" }>;
  transcript: TranscriptTurn[];
  lineMsisdn?: string;
};

export type CreateTicketRequest =
  /** `idempotencyKey`: a retry of the same form answers with the ticket the first one opened. */
  | { via: "customer"; form: TicketCreateInput; idempotencyKey?: string | undefined }
  | { via: "assistant"; form: HandOverInput };

/** The line the ticket is about (one of the customer's), else their main line, and its number. */
async function lineOf(ctx: ServiceContext, lineMsisdn: string | undefined) {
  const actor = actorOf(ctx);
  const msisdn = lineMsisdn ? parseMsisdn(lineMsisdn, ctx.env.config.auth.mobilePrefixes) : null;
  const [line] = await ctx.db
    .select({ id: lines.id, msisdn: lines.msisdn })
    .from(accountLines)
    .innerJoin(lines, eq(lines.id, accountLines.lineId))
    .where(
      and(
        eq(accountLines.accountId, actor.accountId),
        msisdn ? eq(lines.msisdn, msisdn) : eq(accountLines.isPrimary, 1),
        actor.lineIds.length > 0 ? inArray(lines.id, [...actor.lineIds]) : undefined,
      ),
    );
  if (!line) throw new DomainError("invalid", "care_line_not_yours", { field: "lineMsisdn" });
  return { lineId: msisdn ? line.id : null, contact: line.msisdn };
}

/** A transcript as one readable message, each turn on its own line. */
const transcriptText = (turns: TranscriptTurn[]) =>
  turns
    .map((t) => `${t.from === "customer" ? "»" : "«"} ${t.text.trim()}`)
    .join("\n")
    .slice(0, 16_000);

/** Opens a ticket for the signed-in customer, from a page or from the assistant (once per key, if given). */
export async function createTicket({ ctx, input }: ServiceCall<CreateTicketRequest>): Promise<TicketView> {
  const actor = actorOf(ctx);
  const scope = `care:account:${actor.accountId}`;
  const key = input.via === "customer" ? input.idempotencyKey : undefined;
  // A refresh-resubmit answers with the first ticket before the rate limit counts it again.
  const earlier = key ? await storedResult<{ reference: string }>(ctx.db, scope, key, input.form) : null;
  if (earlier) return customerView(ctx.db, await customerTicket(ctx.db, ctx, earlier.body.reference), ctx.now);
  await consumeRate(ctx.env.limiter, TICKET_RULES.createPerAccount, actor.accountId, ctx.now);
  const { lineId, contact } = await lineOf(ctx, input.form.lineMsisdn);
  const first =
    input.via === "customer"
      ? { text: input.form.text, kind: "text" as const, screenshots: input.form.screenshots }
      : { text: transcriptText(input.form.transcript), kind: "transcript" as const, screenshots: [] };
  if (first.text.trim().length === 0) throw new DomainError("invalid", "care_text_required", { field: "text" });
  return ctx.db.transaction(async (tx) => {
    const open = async () => {
      const ticket = await openTicket(
        tx,
        withDb(ctx, tx),
        {
          topic: input.form.topic,
          details: input.form.details,
          channel: input.via === "customer" ? "web" : "assistant",
          accountId: actor.accountId,
          lineId,
          contactMsisdn: contact,
          first,
        },
        customerActor,
      );
      return { status: 201, body: { reference: ticket.reference } };
    };
    const opened = key ? await once(tx, scope, key, input.form, open) : await open();
    return customerView(tx, await customerTicket(tx, ctx, opened.body.reference), ctx.now);
  });
}
