/** What the assistant understood from one message; the conversation layer decides what to do with it. */

export const intents = [
  "balance",
  "bundle_expiry",
  "last_bill",
  "pay_bill",
  "recharge",
  "buy_bundle",
  "roaming_on",
  "roaming_off",
  "data_on",
  "data_off",
  "suspend_line",
  "nearest_store",
  "transfer_credit",
  "advance",
  "human",
  "faq",
  "greeting",
  "thanks",
  "unknown",
] as const;
export type Intent = (typeof intents)[number];

export type Lang = "en" | "ar" | "ku";

export type ArticleHit = { slug: string; score: number };

export type Understanding = {
  intent: Intent;
  lang: Lang;
  /** buy_bundle (always) and bundle_expiry (when named): the offering's slug. */
  bundle?: string;
  /** recharge, transfer_credit, advance: the amount in IQD when the customer said one. */
  amount?: number;
  /** transfer_credit: the recipient's number as said, in national digits ("07801234567"). */
  recipient?: string;
  /** faq: the best article; `articles` holds the top three with their scores. */
  article?: string;
  articles?: ArticleHit[];
  /** 0..1: how sure the rules are; the conversation layer may ask back below ~0.5. */
  confidence: number;
};
