/**
 * Questions the assistant answers, one per thing it does, as message keys (namespace `assistant`)
 * so each language has its own real phrasing. The examples page links each to the assistant,
 * answers offer them as suggestions, and a test checks that each is understood as its intent in
 * every language (src/domain/assistant/conversation/examples.test.ts).
 */
/** The longest message the assistant takes (zod-free here, so the chat form can read it in the browser). */
export const MESSAGE_MAX = 500;

export type ExampleGroup = "account" | "changes" | "help";

export const assistantExamples = [
  { intent: "balance", key: "assistant.example.balance", group: "account" },
  { intent: "bundle_expiry", key: "assistant.example.expiry", group: "account" },
  { intent: "last_bill", key: "assistant.example.lastBill", group: "account" },
  { intent: "pay_bill", key: "assistant.example.payBill", group: "account" },
  { intent: "recharge", key: "assistant.example.recharge", group: "account" },
  { intent: "buy_bundle", key: "assistant.example.buyBundle", group: "changes" },
  { intent: "roaming_on", key: "assistant.example.roamingOn", group: "changes" },
  { intent: "data_off", key: "assistant.example.dataOff", group: "changes" },
  { intent: "suspend_line", key: "assistant.example.suspend", group: "changes" },
  { intent: "transfer_credit", key: "assistant.example.transfer", group: "changes" },
  { intent: "advance", key: "assistant.example.advance", group: "changes" },
  { intent: "nearest_store", key: "assistant.example.store", group: "help" },
  { intent: "faq", key: "assistant.example.faq", group: "help" },
  { intent: "human", key: "assistant.example.human", group: "help" },
] as const satisfies readonly { intent: string; key: string; group: ExampleGroup }[];

export type ExampleIntent = (typeof assistantExamples)[number]["intent"];

export const exampleKey = (intent: ExampleIntent): string =>
  assistantExamples.find((e) => e.intent === intent)?.key ?? "assistant.example.balance";
