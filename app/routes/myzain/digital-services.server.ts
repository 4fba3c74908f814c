import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import {
  cancelDigitalServiceOp,
  listDigitalServicesOp,
  subscribeDigitalServiceOp,
} from "../../../src/contracts/api/digital-services.ts";
import { getLineBalanceOp } from "../../../src/contracts/api/lines.ts";
import { idempotencyKeySchema } from "../../../src/contracts/myzain.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors } from "../../lib/forms.ts";
import { type MyzainArgs, myzainLine, requireViewer, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { localizedPath } from "../../lib/paths.ts";

/**
 * myzain/digital-services: the line's subscriptions and what else it may take. With ?service=,
 * the confirmation of one (price, renewal, balance after), whose form carries an idempotency key
 * minted here, so a double submit or a re-posted page subscribes once, with or without JavaScript.
 * Not in the spec's route list, so the myzain sign-in rule is applied here (as myzain/sim-puk does).
 */
export async function digitalServicesData(args: MyzainArgs) {
  requireViewer(args);
  const { api, lines, line } = await myzainLine(args);
  const [services, balance] = await signedIn(args, () =>
    Promise.all([
      api.call(listDigitalServicesOp, { params: { lineId: line.id } }),
      api.call(getLineBalanceOp, { params: { lineId: line.id } }),
    ]),
  );
  const search = pageUrlOf(args.request).searchParams;
  const wanted = search.get("service");
  const chosen = wanted ? (services.find((s) => s.slug === wanted && !s.subscription) ?? null) : null;
  const done = (name: string) => {
    const slug = search.get(name);
    return slug ? (services.find((s) => s.slug === slug)?.name ?? null) : null;
  };
  return {
    layout: "myzain" as const,
    lines,
    line,
    services,
    balance: { balanceIqd: balance.balanceIqd, creditLimitIqd: balance.creditLimitIqd },
    confirm: chosen ? { service: chosen, key: randomUUID() } : null,
    subscribed: done("subscribed"),
    cancelled: done("cancelled"),
  };
}

export type ServiceActionResult = { errors: FormErrors; code: string | null };

/**
 * Subscribes (`intent=subscribe`, with the key from the confirmation) or cancels
 * (`intent=cancel`), then shows the list again saying what happened; a refusal comes back to the form.
 */
export async function digitalServicesAction(args: MyzainArgs) {
  const form = Object.fromEntries(await args.request.formData());
  const { api, line, locale } = await myzainLine(args);
  const back = (name: string, slug: string) =>
    redirect(
      `${localizedPath(locale, "/myzain/digital-services")}?${new URLSearchParams({ line: line.id, [name]: slug })}`,
    );
  const service = typeof form.service === "string" ? form.service : "";
  try {
    if (form.intent === "cancel") {
      const ended = await signedIn(args, () =>
        api.call(cancelDigitalServiceOp, {
          params: { lineId: line.id, subscriptionId: String(form.subscription ?? "") },
        }),
      );
      return back("cancelled", ended.service.slug);
    }
    const key = idempotencyKeySchema.safeParse(form.key);
    if (!key.success || !service) {
      const errors: FormErrors = { fields: {}, form: messageKey("errors.validation_failed") };
      return data<ServiceActionResult>({ errors, code: null }, { status: 422 });
    }
    const done = await signedIn(args, () =>
      api.call(subscribeDigitalServiceOp, {
        params: { lineId: line.id },
        headers: { "idempotency-key": key.data },
        body: { service },
      }),
    );
    return back("subscribed", done.service.slug);
  } catch (error) {
    if (error instanceof Response) throw error;
    const code = error instanceof ApiClientError ? error.code : null;
    return data<ServiceActionResult>({ errors: apiFormErrors(error), code }, { status: 422 });
  }
}
