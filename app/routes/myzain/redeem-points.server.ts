import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { listRedemptionsOp, redeemRewardOp, rewardCatalogueOp } from "../../../src/contracts/api/rewards.ts";
import { idempotencyKeySchema } from "../../../src/contracts/myzain.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors } from "../../lib/forms.ts";
import { type MyzainArgs, myzainLine, myzainPage, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { localizedPath } from "../../lib/paths.ts";

/**
 * The rewards, the customer's points and history and, with `?reward=` (and `?line=`), the one to
 * confirm: its cost and the points left after. The idempotency key of the redemption is minted
 * here, when the confirmation is rendered, so a double submit redeems once, with or without
 * JavaScript. `?done=<id>` shows a redemption's result (a partner code, the bundle).
 */
export async function redeemPageData(args: MyzainArgs) {
  const { page, api, lines, line } = await myzainPage(args, "myzain/redeem-points");
  const [catalogue, history] = await signedIn(args, () =>
    Promise.all([api.call(rewardCatalogueOp), api.call(listRedemptionsOp)]),
  );
  const query = pageUrlOf(args.request).searchParams;
  const wanted = catalogue.rewards.find((r) => r.slug === query.get("reward")) ?? null;
  const target =
    wanted && wanted.lineIds.length > 0 ? (wanted.lineIds.includes(line.id) ? line.id : wanted.lineIds[0]) : null;
  const done = history.redemptions.find((r) => r.id === query.get("done")) ?? null;
  return {
    page,
    lines,
    balance: catalogue.balance,
    rewards: catalogue.rewards,
    history: history.redemptions,
    confirm: wanted && !done ? { reward: wanted, lineId: target ?? null, key: randomUUID() } : null,
    done,
  };
}

/** Redeems the confirmed reward, then shows its result; refusals come back to the confirmation. */
export async function submitRedeem(args: MyzainArgs) {
  const form = await args.request.formData();
  const { api, locale } = await myzainLine(args);
  const reward = String(form.get("reward") ?? "");
  const lineId = form.get("lineId");
  const key = idempotencyKeySchema.safeParse(form.get("key"));
  if (!/^[a-z0-9-]{1,80}$/.test(reward) || !key.success) {
    const errors: FormErrors = { fields: {}, form: messageKey("errors.validation_failed") };
    return data({ errors, code: null }, { status: 422 });
  }
  try {
    const result = await signedIn(args, () =>
      api.call(redeemRewardOp, {
        params: { slug: reward },
        headers: { "idempotency-key": key.data },
        body: typeof lineId === "string" && lineId ? { lineId } : {},
      }),
    );
    const params = new URLSearchParams({ done: result.redemption.id });
    return redirect(`${localizedPath(locale, "/myzain/redeem-points")}?${params}#result`);
  } catch (error) {
    if (error instanceof Response) throw error;
    const code = error instanceof ApiClientError ? error.code : null;
    return data({ errors: apiFormErrors(error), code }, { status: 422 });
  }
}
