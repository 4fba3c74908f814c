import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { changePlanOp, getPlanChangeOptionsOp } from "../../../src/contracts/api/plan-changes.ts";
import { idempotencyKeySchema } from "../../../src/contracts/myzain.ts";
import { planChangeDirections } from "../../../src/contracts/plan-changes.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors } from "../../lib/forms.ts";
import { type MyzainArgs, myzainLine, requireViewer, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { localizedPath } from "../../lib/paths.ts";

/**
 * myzain/change-plan (issue 21): not in the spec's route list, so the sign-in rule is applied here.
 * A postpaid line's Power plans with what each costs and when it applies; `?plan=` opens the
 * confirmation of one, with a key minted here so a double submit changes the plan once.
 */
export async function changePlanData(args: MyzainArgs) {
  requireViewer(args);
  const { api, lines, line } = await myzainLine(args);
  const url = pageUrlOf(args.request);
  if (line.billing !== "postpaid") return { lines, line, options: null, confirm: null, done: null };
  const options = await signedIn(args, () => api.call(getPlanChangeOptionsOp, { params: { lineId: line.id } }));
  const chosen = options.choices.find((c) => c.slug === url.searchParams.get("plan"));
  const confirm = chosen ? { choice: chosen, key: randomUUID() } : null;
  const doneParam = url.searchParams.get("done");
  const done = planChangeDirections.find((d) => d === doneParam) ?? null;
  return { lines, line, options, confirm, done };
}

export type ChangePlanFailure = { errors: FormErrors };

/** Changes the plan, then shows the page again with what was done. */
export async function changePlanAction(args: MyzainArgs) {
  const { api, line, locale } = await myzainLine(args);
  const form = await args.request.formData();
  const plan = String(form.get("plan") ?? "");
  const key = idempotencyKeySchema.safeParse(form.get("key"));
  if (!key.success || !/^[a-z0-9-]{1,60}$/.test(plan)) {
    return data<ChangePlanFailure>(
      { errors: { fields: {}, form: messageKey("errors.validation_failed") } },
      { status: 422 },
    );
  }
  try {
    const change = await signedIn(args, () =>
      api.call(changePlanOp, {
        params: { lineId: line.id },
        headers: { "idempotency-key": key.data },
        body: { plan },
      }),
    );
    const back = `${localizedPath(locale, "/myzain/change-plan")}?line=${line.id}&done=${change.direction}`;
    return redirect(back);
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<ChangePlanFailure>({ errors: apiFormErrors(error) }, { status: 409 });
  }
}
