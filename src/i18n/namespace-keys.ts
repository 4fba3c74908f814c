/**
 * Which keys each namespace holds, read from the English source files (the other languages have
 * the same keys; catalogue.test.ts checks). Server and tests only: the browser never needs it.
 */
import articles from "./messages/en/articles.json" with { type: "json" };
import assistant from "./messages/en/assistant.json" with { type: "json" };
import auth from "./messages/en/auth.json" with { type: "json" };
import business from "./messages/en/business.json" with { type: "json" };
import campaigns from "./messages/en/campaigns.json" with { type: "json" };
import care from "./messages/en/care.json" with { type: "json" };
import common from "./messages/en/common.json" with { type: "json" };
import coverage from "./messages/en/coverage.json" with { type: "json" };
import ekyc from "./messages/en/ekyc.json" with { type: "json" };
import errors from "./messages/en/errors.json" with { type: "json" };
import gifts from "./messages/en/gifts.json" with { type: "json" };
import kafoo from "./messages/en/kafoo.json" with { type: "json" };
import myzain from "./messages/en/myzain.json" with { type: "json" };
import offers from "./messages/en/offers.json" with { type: "json" };
import order from "./messages/en/order.json" with { type: "json" };
import orders from "./messages/en/orders.json" with { type: "json" };
import payments from "./messages/en/payments.json" with { type: "json" };
import personal from "./messages/en/personal.json" with { type: "json" };
import plans from "./messages/en/plans.json" with { type: "json" };
import points from "./messages/en/points.json" with { type: "json" };
import profile from "./messages/en/profile.json" with { type: "json" };
import rates from "./messages/en/rates.json" with { type: "json" };
import rewards from "./messages/en/rewards.json" with { type: "json" };
import search from "./messages/en/search.json" with { type: "json" };
import services from "./messages/en/services.json" with { type: "json" };
import statement from "./messages/en/statement.json" with { type: "json" };
import stores from "./messages/en/stores.json" with { type: "json" };
import tracking from "./messages/en/tracking.json" with { type: "json" };
import uploads from "./messages/en/uploads.json" with { type: "json" };
import usage from "./messages/en/usage.json" with { type: "json" };
import type { Namespace } from "./namespaces.ts";

const files: Record<Namespace, object> = {
  articles,
  auth,
  campaigns,
  common,
  errors,
  myzain,
  offers,
  payments,
  profile,
  search,
  statement,
  uploads,
  stores,
  usage,
  orders,
  tracking,
  ekyc,
  order,
  care,
  assistant,
  points,
  rewards,
  personal,
  gifts,
  coverage,
  kafoo,
  services,
  business,
  plans,
  rates,
};

export const namespaceKeys = Object.fromEntries(
  Object.entries(files).map(([name, messages]) => [name, Object.keys(messages)]),
) as Record<Namespace, string[]>;

/** The namespace a key belongs to, or undefined for a key the catalogue does not have. */
const namespaceByKey = new Map<string, Namespace>(
  Object.entries(namespaceKeys).flatMap(([name, keys]) => keys.map((key) => [key, name as Namespace] as const)),
);
export const namespaceOf = (key: string): Namespace | undefined => namespaceByKey.get(key);
