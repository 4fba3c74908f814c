import { data } from "react-router";
import {
  inviteBusinessUserOp,
  listBusinessLinesOp,
  listBusinessUsersOp,
  removeBusinessUserOp,
  setSpendLimitOp,
} from "../../../src/contracts/api/business.ts";
import type { LocaleCode } from "../../../src/i18n/locales.ts";
import { apiFor } from "../../lib/api.server.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors } from "../../lib/forms.ts";
import { localeOf } from "../../lib/locale.ts";
import { type MyzainArgs, requireViewer, signedIn } from "../../lib/myzain.server.ts";

/**
 * myzain/business: not in the spec's route list, so the sign-in rule of myzain pages is applied
 * here. The company's lines with their spend this month and limits, and its users; a member or a
 * person's account gets the API's 403 on the error page.
 */
export async function businessData(args: MyzainArgs) {
  requireViewer(args);
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const [overview, users] = await signedIn(args, () =>
    Promise.all([api.call(listBusinessLinesOp), api.call(listBusinessUsersOp)]),
  );
  return { layout: "myzain" as const, overview, users };
}

/** Which form answered, and how: each form shows only its own outcome. */
export type BusinessOutcome =
  | { intent: "limit"; lineId: string; saved?: true; errors?: FormErrors }
  | { intent: "invite"; invited?: string; errors?: FormErrors }
  | { intent: "remove"; removed?: true; errors?: FormErrors };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A typed limit: empty means none; digits with separators (Latin or Arabic-Indic) are read as IQD. */
export function parseLimit(raw: string): number | null | undefined {
  const digits = raw
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s,.\u066c\u066b]/g, "");
  if (digits === "") return null;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

/** Saves a line's limit (`limit`), adds a member (`invite`) or removes one (`remove`). */
export async function businessAction(args: MyzainArgs) {
  requireViewer(args);
  const locale: LocaleCode = localeOf(args.params);
  const api = apiFor(args.context, args.request, locale);
  const form = await args.request.formData();
  const intent = text(form, "intent");
  const failed = (outcome: BusinessOutcome, error: unknown) => {
    const errors = apiFormErrors(error);
    return data<BusinessOutcome>({ ...outcome, errors }, { status: errors.retryAfter ? 429 : 422 });
  };
  if (intent === "invite") {
    const body = {
      name: text(form, "name"),
      msisdn: text(form, "msisdn"),
      lineIds: form.getAll("lineIds").map(String),
    };
    try {
      const member = await signedIn(args, () => api.call(inviteBusinessUserOp, { body }));
      return data<BusinessOutcome>({ intent, invited: member.name });
    } catch (error) {
      return failed({ intent }, error);
    }
  }
  if (intent === "remove") {
    try {
      await signedIn(args, () => api.call(removeBusinessUserOp, { params: { userId: text(form, "userId") } }));
      return data<BusinessOutcome>({ intent, removed: true });
    } catch (error) {
      return failed({ intent }, error);
    }
  }
  const lineId = text(form, "lineId");
  const limitIqd = parseLimit(text(form, "limitIqd"));
  if (limitIqd === undefined)
    return data<BusinessOutcome>(
      { intent: "limit", lineId, errors: { fields: { limitIqd: messageKey("validation.spendLimit.range") } } },
      { status: 422 },
    );
  try {
    await signedIn(args, () => api.call(setSpendLimitOp, { params: { lineId }, body: { limitIqd } }));
    return data<BusinessOutcome>({ intent: "limit", lineId, saved: true });
  } catch (error) {
    return failed({ intent: "limit", lineId }, error);
  }
}
