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
import { webEnvContext } from "../../context.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "../../lib/forms.ts";
import { readGiftDraft } from "../../lib/gift-draft.ts";
import { type MyzainArgs, myzainLine, myzainPage, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { localizedPath } from "../../lib/paths.ts";
import { submitGift } from "./gift.server.ts";

/**
 * The bundles a line can buy and, with ?offer=, the one to confirm: what it costs and what the
 * balance will be after. The idempotency key of the purchase is minted here, when the form is
 * rendered, so a double submit or a resubmitted page buys once, with or without JavaScript.
 * With ?gift=, the same confirmation is for a bundle given to another number (gift-draft.ts).
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
  const search = pageUrlOf(args.request).searchParams;
  const wanted = search.get("offer");
  const chosen = wanted ? (offers.find((o) => o.slug === wanted) ?? null) : null;
  const prefixes = args.context.get(webEnvContext).config.auth.mobilePrefixes;
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
          // A personal offer is for this line only (its terms): it cannot be given.
          giftable: !mine.offers.some((p) => p.personal && p.offer.slug === chosen.slug),
          gift: readGiftDraft(search.get("gift"), prefixes, line),
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

/**
 * Buys the confirmed bundle, then shows it on the dashboard; failures come back to the form. A
 * gift (`intent=gift`) is sent by gift.server.ts and its receipt shown on the same page.
 */
export async function submitPurchase(args: MyzainArgs) {
  const form = Object.fromEntries(await args.request.formData());
  const { api, line, locale } = await myzainLine(args);
  if (form.intent === "gift") return submitGift(args, api, line, form);
  const checked = validate(purchaseSchema, form);
  const key = idempotencyKeySchema.safeParse(form.key);
  if ("errors" in checked || !key.success) {
    const errors: FormErrors = { fields: {}, form: messageKey("errors.validation_failed") };
    return data({ errors, code: null, gift: null }, { status: 422 });
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
    return data({ errors: apiFormErrors(error), code, gift: null }, { status: 422 });
  }
  const params = new URLSearchParams({ line: line.id, bought: checked.data.offering });
  return redirect(`${localizedPath(locale, "/myzain")}?${params}`);
}
