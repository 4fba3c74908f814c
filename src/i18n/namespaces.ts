/**
 * The message catalogue's namespaces: one file per feature in src/i18n/messages/{locale}/. A page
 * receives only the namespaces its route declares (app/lib/route-messages.ts).
 */
export const namespaces = [
  "articles",
  "auth",
  "campaigns",
  "common",
  "errors",
  "myzain",
  "offers",
  "payments",
  "profile",
  "search",
  "statement",
  "uploads",
  "stores",
  "usage",
  "orders",
  "tracking",
  "ekyc",
  "order",
  "care",
  "assistant",
  "points",
  "rewards",
  "personal",
  "gifts",
  "coverage",
  "kafoo",
  "services",
  "business",
  "plans",
  "rates",
] as const;

export type Namespace = (typeof namespaces)[number];
