/**
 * Handing a conversation to a person: a care ticket (`createTicket`, channel `assistant`) whose
 * first message is the transcript so far, and the reference told to the customer. A conversation
 * already handed over adds the new message to its ticket instead of opening another.
 */

import { exampleKey } from "../../../contracts/assistant-examples.ts";
import { formatMsisdn } from "../../../contracts/msisdn.ts";
import { DomainError } from "../../errors.ts";
import { createTicket, type TranscriptTurn } from "../../tickets/create-ticket.ts";
import { customerReply } from "../../tickets/customer-tickets.ts";
import type { Asked, Reply } from "./reply.ts";
import { isolate } from "./say.ts";

const help = (a: Asked) => ({ label: a.say("assistant.link.help"), href: "/myzain/help" });

/** The conversation as the ticket shows it: every turn so far and the message being answered. */
function transcript(a: Asked): TranscriptTurn[] {
  return [...a.earlier.map((t) => ({ from: t.author, text: t.text })), { from: "customer" as const, text: a.text }];
}

async function addToTicket(a: Asked, reference: string): Promise<boolean> {
  try {
    await customerReply({ ctx: a.ctx, input: { reference, text: a.text, screenshots: [] } });
    return true;
  } catch (error) {
    // A closed ticket takes no more messages: a new one is opened instead.
    if (error instanceof DomainError && error.code === "ticket_closed") return false;
    throw error;
  }
}

export async function handOver(a: Asked): Promise<Reply> {
  const { say } = a;
  // Opening an address (an example link) never opens a ticket: the customer asks for it themselves.
  if (a.source === "link") {
    return { text: say("assistant.handOver.offer"), extras: { chips: [say(exampleKey("human"))] } };
  }
  try {
    const earlier = a.conversation?.ticketReference;
    if (earlier && (await addToTicket(a, earlier))) {
      return {
        text: say("assistant.handOver.added", { reference: isolate(earlier) }),
        extras: { ticket: earlier, links: [help(a)] },
      };
    }
    const ticket = await createTicket({
      ctx: a.ctx,
      input: {
        via: "assistant",
        form: {
          topic: "other",
          details: { type: "question" },
          transcript: transcript(a),
          lineMsisdn: a.line.msisdn,
        },
      },
    });
    return {
      text: say("assistant.handOver.done", {
        reference: isolate(ticket.reference),
        number: isolate(formatMsisdn(a.line.msisdn)),
      }),
      ticket: ticket.reference,
      extras: { ticket: ticket.reference, links: [help(a)] },
    };
  } catch (error) {
    if (error instanceof DomainError && error.kind === "rate_limited") {
      return { text: say("assistant.handOver.busy"), extras: { links: [help(a)] } };
    }
    throw error;
  }
}
