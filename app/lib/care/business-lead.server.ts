import { ApiClientError } from "../../../src/client/api-client.ts";
import { getOfferingOp } from "../../../src/contracts/api/catalogue.ts";
import { businessNeeds } from "../../../src/contracts/tickets.ts";
import { pageUrlOf } from "../page-url.ts";
import { type CareArgs, careApi } from "./care-form.server.ts";

/** The need a product answers, preselected when the call to action names only the product. */
const NEED_OF_PRODUCT: Record<string, (typeof businessNeeds)[number]> = {
  "employee-lines": "mobile_lines",
  "office-internet": "internet",
  "push-x": "mobile_lines",
  "fleet-tracking": "iot",
  "sms-advertising": "other",
};

/**
 * What a business page's call to action preselects (`?product=push-x&need=trial`): the product
 * by its catalogue name in the visitor's language, and the need. Anything unknown is ignored.
 */
export async function businessLeadChoice(args: CareArgs): Promise<{ product: string | null; need: string | null }> {
  const query = pageUrlOf(args.request).searchParams;
  const slug = query.get("product") ?? "";
  const need = businessNeeds.find((n) => n === query.get("need")) ?? NEED_OF_PRODUCT[slug] ?? null;
  if (!/^[a-z0-9-]{2,60}$/.test(slug)) return { product: null, need };
  try {
    const offering = await careApi(args).call(getOfferingOp, { params: { slug } });
    return { product: offering.type === "business_product" ? offering.name : null, need };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return { product: null, need };
    throw error;
  }
}
