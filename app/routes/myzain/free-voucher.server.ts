import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { claimFreeVoucherOp, freeVouchersOp } from "../../../src/contracts/api/rewards.ts";
import { idempotencyKeySchema } from "../../../src/contracts/myzain.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors } from "../../lib/forms.ts";
import { type MyzainArgs, myzainLine, myzainPage, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { localizedPath } from "../../lib/paths.ts";

/**
 * The free vouchers waiting for the customer's lines and those claimed. Each claim form carries a
 * key minted here, so a double click claims once, with or without JavaScript.
 */
export async function freeVoucherPageData(args: MyzainArgs) {
  const { page, api, lines } = await myzainPage(args, "myzain/free-voucher");
  const vouchers = await signedIn(args, () => api.call(freeVouchersOp));
  const claimed = pageUrlOf(args.request).searchParams.get("claimed");
  return {
    page,
    lines,
    offers: vouchers.offers.map((offer) => ({ ...offer, key: offer.claimable ? randomUUID() : null })),
    claimed: vouchers.claimed,
    justClaimed: vouchers.claimed.find((v) => v.id === claimed)?.id ?? null,
  };
}

/** Claims a voucher, then shows it with its code; a refusal comes back to the page. */
export async function submitClaim(args: MyzainArgs) {
  const form = await args.request.formData();
  const { api, locale } = await myzainLine(args);
  const campaign = String(form.get("campaign") ?? "");
  const lineId = String(form.get("lineId") ?? "");
  const key = idempotencyKeySchema.safeParse(form.get("key"));
  if (!/^[a-z0-9-]{1,80}$/.test(campaign) || !key.success) {
    const errors: FormErrors = { fields: {}, form: messageKey("errors.validation_failed") };
    return data({ errors, campaign, lineId }, { status: 422 });
  }
  try {
    const voucher = await signedIn(args, () =>
      api.call(claimFreeVoucherOp, {
        params: { campaign },
        headers: { "idempotency-key": key.data },
        body: { lineId },
      }),
    );
    return redirect(`${localizedPath(locale, "/myzain/free-voucher")}?claimed=${voucher.id}#voucher-${voucher.id}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof ApiClientError)) throw error;
    return data({ errors: apiFormErrors(error), campaign, lineId }, { status: 422 });
  }
}
