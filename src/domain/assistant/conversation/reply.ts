import type { ActionKind, ActionParams, TurnExtras } from "../../../contracts/assistant.ts";
import type { ServiceContext } from "../../context.ts";
import type { OwnedLine } from "../../lines/line-access.ts";
import type { Lang, Understanding } from "../types.ts";
import type { ConversationRow, TurnRow } from "./rows.ts";
import type { Say } from "./say.ts";

/** Something to confirm before it happens, with the exact charge shown. */
export type Proposal = { kind: ActionKind; params: ActionParams; chargeIqd: number | null };

/** The assistant's answer to one message, before it is stored. */
export type Reply = {
  text: string;
  extras?: TurnExtras;
  proposal?: Proposal;
  /** What the assistant now waits for (null: nothing; absent: unchanged). */
  awaiting?: "store_place" | null;
  /** A hand-over's ticket reference, kept on the conversation. */
  ticket?: string;
};

/** Everything an answer may need: the customer's context in the answer's language, and the line. */
export type Asked = {
  ctx: ServiceContext;
  lang: Lang;
  say: Say;
  line: OwnedLine;
  text: string;
  understanding: Understanding;
  conversation: ConversationRow | null;
  earlier: TurnRow[];
  source: "typed" | "link";
  point: { lat: number; lng: number } | null;
};

/** The context in the answer's language, so names of bundles, stores and articles match it. */
export const inLang = (a: Pick<Asked, "ctx" | "lang">): ServiceContext => ({ ...a.ctx, locale: a.lang });

/** Where a line is recharged: the broadband page for a router, the prepaid page otherwise. */
export const rechargePath = (line: Pick<OwnedLine, "id" | "kind">) =>
  `${line.kind === "broadband" ? "/mbb/recharge" : "/prepaid/recharge-my-prepaid-line"}?line=${line.id}&method=online`;

export const payBillPath = (line: Pick<OwnedLine, "id">) => `/postpaid/pay-bill-postpaid?line=${line.id}`;
