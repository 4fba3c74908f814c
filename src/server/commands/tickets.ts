/**
 * `tickets list [--status s] | show <ZT-XXXXXX> | reply <ZT-XXXXXX> "text" [--status s] |
 * move <ZT-XXXXXX> <status> [--note text]`: customer care's desk at the command line, the same
 * use cases as the staff API, audited under the operator's OS user (`cli:<user>`).
 */
import { parseArgs } from "node:util";
import { TICKET_REFERENCE, type TicketStatus, ticketStatuses } from "../../contracts/tickets.ts";
import { DomainError } from "../../domain/errors.ts";
import { staffGetTicket, staffListTickets, staffReply, staffTransition } from "../../domain/tickets/staff-tickets.ts";
import type { Command, CommandContext } from "./command.ts";
import { operatorContext } from "./operator-context.ts";

const STATUSES = ticketStatuses.join("|");
const USAGE = `tickets list [--status ${STATUSES}] | show <ZT-XXXXXX> | reply <ZT-XXXXXX> "text" [--status s] | move <ZT-XXXXXX> <status> [--note text]`;

const statusOf = (v: string | undefined): TicketStatus | undefined => ticketStatuses.find((s) => s === v);

async function act(
  ctx: CommandContext,
  action: string | undefined,
  rest: string[],
  values: Record<string, string | undefined>,
) {
  const service = operatorContext(ctx);
  const status = statusOf(values.status);
  if (values.status !== undefined && !status) return null;
  if (action === "list") {
    for (const t of await staffListTickets({ ctx: service, input: { status, limit: 200 } })) {
      console.log(
        `${t.reference}  ${t.status.padEnd(12)} ${t.type.padEnd(13)} ${t.topic.padEnd(15)} ${t.severity.padEnd(8)} ${t.contactMsisdn}  ${t.updatedAt}`,
      );
    }
    return 0;
  }
  const reference = rest[0]?.toUpperCase() ?? "";
  if (!TICKET_REFERENCE.test(reference)) return null;
  if (action === "show") {
    const t = await staffGetTicket({ ctx: service, input: { reference } });
    console.log(
      `${t.reference}  ${t.type} / ${t.topic}  ${t.status}  ${t.severity}  via ${t.channel}  contact ${t.contactMsisdn}`,
    );
    console.log(JSON.stringify(t.details));
    for (const m of t.messages)
      console.log(`[${m.at}] ${m.authorId ?? m.author}: ${m.text}${m.files.length ? ` (${m.files.join(", ")})` : ""}`);
    for (const h of t.history)
      console.log(`[${h.at}] ${h.from ?? "-"} -> ${h.to} by ${h.by}${h.note ? `: ${h.note}` : ""}`);
    return 0;
  }
  if (action === "reply" && rest[1]?.trim()) {
    const t = await staffReply({ ctx: service, input: { reference, text: rest[1].trim(), status } });
    console.log(`${t.reference}: replied, ${t.status}`);
    return 0;
  }
  const to = statusOf(rest[1]);
  if (action === "move" && to) {
    const t = await staffTransition({
      ctx: service,
      input: { reference, status: to, note: values.note?.trim() || undefined },
    });
    console.log(`${t.reference}: ${t.status}`);
    return 0;
  }
  return null;
}

async function run(ctx: CommandContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args: ctx.args,
    allowPositionals: true,
    options: { status: { type: "string" }, note: { type: "string" } },
  });
  const [action, ...rest] = positionals;
  try {
    const code = await act(ctx, action, rest, values);
    if (code === null) console.error(`Usage: ${USAGE}`);
    return code ?? 2;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(
      `${rest[0] ?? ""}: ${error.code}${error.details.from ? ` (${error.details.from} -> ${error.details.to})` : ""}`,
    );
    return 1;
  }
}

export const ticketsCmd: Command = { name: "tickets", usage: USAGE, run };
