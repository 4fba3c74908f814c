import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { getOfferingOp } from "../../../src/contracts/api/catalogue.ts";
import {
  getLineBalanceOp,
  listLineOffersOp,
  listLinePersonalOffersOp,
  purchaseBundleOp,
} from "../../../src/contracts/api/lines.ts";
import { idempotencyKeySchema, purchaseSchema } from "../../../src/contracts/myzain.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "../../lib/forms.ts";
import { type MyzainArgs, myzainLine, myzainPage, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { localizedPath } from "../../lib/paths.ts";

/**
 * The bundles a line can buy and, with ?offer=, the one to confirm: what it costs and what the
 * balance will be after. The idempotency key of the purchase is minted here, when the form is
 * rendered, so a double submit or a resubmitted page buys once, with or without JavaScript.
 */
export async function purchasePageData(args: MyzainArgs, slug: string) {
  const { page, api, lines, line } = await myzainPage(args, slug);
  const [offers, balance, mine] = await signedIn(args, () =>
    Promise.all([
      api.call(listLineOffersOp, { params: { lineId: line.id } }),
      api.call(getLineBalanceOp, { params: { lineId: line.id } }),
      api.call(listLinePersonalOffersOp, { params: { lineId: line.id } }),
    ]),
  );
  const wanted = pageUrlOf(args.request).searchParams.get("offer");
  const chosen = wanted ? (offers.find((o) => o.slug === wanted) ?? null) : null;
  return {
    page,
    lines,
    line,
    offers,
    personalOffers: mine.offers,
    balance: { balanceIqd: balance.balanceIqd, creditLimitIqd: balance.creditLimitIqd },
    confirm: chosen
      ? {
          offer: chosen,
          key: randomUUID(),
          validUntil: chosen.validityDays
            ? new Date(Date.now() + chosen.validityDays * 86_400_000).toISOString()
            : null,
        }
      : null,
    unavailable: wanted && !chosen ? await whyUnavailable(api, wanted) : null,
  };
}

/**
 * Why an offer asked for by address is not offered to this line: a personal offer sent to other
 * lines says so (and where this line's own offers are); anything else gets the general notice.
 */
async function whyUnavailable(api: Awaited<ReturnType<typeof myzainPage>>["api"], slug: string) {
  try {
    const offering = await api.call(getOfferingOp, { params: { slug } });
    return offering.listed ? ("line" as const) : ("not_sent" as const);
  } catch (error) {
    if (error instanceof ApiClientError && error.status < 500) return "line" as const;
    throw error;
  }
}

/** Buys the confirmed bundle, then shows it on the dashboard; failures come back to the form. */
export async function submitPurchase(args: MyzainArgs) {
  const form = Object.fromEntries(await args.request.formData());
  const { api, line, locale } = await myzainLine(args);
  const checked = validate(purchaseSchema, form);
  const key = idempotencyKeySchema.safeParse(form.key);
  if ("errors" in checked || !key.success) {
    const errors: FormErrors = { fields: {}, form: messageKey("errors.validation_failed") };
    return data({ errors, code: null }, { status: 422 });
  }
  try {
    await signedIn(args, () =>
      api.call(purchaseBundleOp, {
        params: { lineId: line.id },
        headers: { "idempotency-key": key.data },
        body: checked.data,
      }),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    const code = error instanceof ApiClientError ? error.code : null;
    return data({ errors: apiFormErrors(error), code }, { status: 422 });
  }
  const params = new URLSearchParams({ line: line.id, bought: checked.data.offering });
  return redirect(`${localizedPath(locale, "/myzain")}?${params}`);
}
