import type { AssistantActionView, ConversationView } from "../../../contracts/api/assistant.ts";
import type { ActionOutcome } from "../../../contracts/assistant.ts";
import type { ActionRow, ConversationRow, TurnRow } from "./rows.ts";

const outcomeView = ({ values: _values, ...shown }: ActionOutcome) => shown;

/** A proposal as the customer sees it: one not confirmed in time reads as expired, stored or not. */
export function actionView(a: ActionRow, now: Date): AssistantActionView {
  const expired = a.status === "proposed" && a.expiresAt <= now;
  return {
    id: a.id,
    kind: a.kind,
    status: expired ? "expired" : a.status,
    offering: a.params.offering ? { slug: a.params.offering, name: a.params.name ?? a.params.offering } : null,
    transfer:
      a.kind === "transfer_credit"
        ? {
            recipient: a.params.recipientMasked ?? "",
            recipientName: a.params.recipientName ?? null,
            amountIqd: a.params.amountIqd ?? 0,
            feeIqd: a.params.feeIqd ?? 0,
          }
        : null,
    advance: a.kind === "take_advance" ? { amountIqd: a.params.amountIqd ?? 0, feeIqd: a.params.feeIqd ?? 0 } : null,
    chargeIqd: a.chargeIqd,
    expiresAt: a.expiresAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
    // The refusal's message values stay inside: the turn's text already says them.
    outcome: a.outcome ? outcomeView(a.outcome) : null,
  };
}

export function conversationView(
  c: ConversationRow,
  rows: { turns: TurnRow[]; actions: ActionRow[] },
  now: Date,
): ConversationView {
  const byTurn = new Map(rows.actions.map((a) => [a.turnId, a]));
  return {
    id: c.id,
    lineId: c.lineId,
    lang: c.lang,
    ticket: c.ticketReference,
    awaiting: c.awaiting,
    startedAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    turns: rows.turns.map((t) => {
      const action = byTurn.get(t.id);
      return {
        id: t.id,
        author: t.author,
        text: t.text,
        lang: t.lang,
        intent: t.intent,
        at: t.createdAt.toISOString(),
        extras: t.extras,
        action: action ? actionView(action, now) : null,
      };
    }),
  };
}
