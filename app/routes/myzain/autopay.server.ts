import { data, redirectDocument } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import {
  confirmSavedMethodOp,
  getAutoPayOp,
  removeAutoPayRuleOp,
  removeSavedMethodOp,
  type SavedMethodView,
  setAutoPayRuleOp,
  startSavingMethodOp,
} from "../../../src/contracts/api/autopay.ts";
import { listLinesOp } from "../../../src/contracts/api/lines.ts";
import { autoPayKinds, autoPayRuleSchema } from "../../../src/contracts/autopay.ts";
import { apiFor } from "../../lib/api.server.ts";
import { apiText } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "../../lib/forms.ts";
import { localeOf } from "../../lib/locale.ts";
import { type MyzainArgs, requireViewer, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";

/** What an action on the page answers: which form, what it came to, and what was typed. */
export type AutoPayResult = {
  intent: string;
  kind?: string;
  done: boolean;
  errors: FormErrors | null;
  values: Record<string, string>;
};

function api(args: MyzainArgs) {
  const locale = localeOf(args.params);
  requireViewer(args);
  return apiFor(args.context, args.request, locale);
}

/**
 * myzain/autopay: saved cards and wallets and the automatic payments using them. Coming back from
 * the gateway's saving page (`?saved=<id>`), the server asks the gateway what was saved: the
 * return address is only the hint. Not a spec route, so the sign-in rule is applied here.
 */
export async function autoPayData(args: MyzainArgs) {
  const client = api(args);
  const saved = pageUrlOf(args.request).searchParams.get("saved");
  let confirmed: { method: SavedMethodView | null } | null = null;
  if (saved) {
    confirmed = await signedIn(args, () => client.call(confirmSavedMethodOp, { params: { id: saved } })).catch(
      (error: unknown) => {
        if (error instanceof ApiClientError && error.status < 500) return { method: null };
        throw error;
      },
    );
  }
  const [settings, lines] = await Promise.all([
    signedIn(args, () => client.call(getAutoPayOp)),
    signedIn(args, () => client.call(listLinesOp)),
  ]);
  const usable = lines.filter((l) => l.status !== "terminated");
  return { layout: "myzain" as const, settings, lines: usable, confirmed };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 100) : "";
};

/** Saves a method (off to the gateway), removes one, sets or turns off a rule. */
export async function autoPayAction(args: MyzainArgs) {
  const client = api(args);
  const form = await args.request.formData();
  const intent = text(form, "intent");
  const values = Object.fromEntries(
    ["kind", "lineId", "methodId", "amount", "threshold", "day"].map((name) => [name, text(form, name)]),
  );
  const answer = (result: Omit<AutoPayResult, "intent" | "values">, status = 200) =>
    data<AutoPayResult>({ intent, values, ...result }, { status });
  try {
    if (intent === "save-method") {
      const started = await signedIn(args, () => client.call(startSavingMethodOp));
      return redirectDocument(started.redirectUrl);
    }
    if (intent === "remove-method") {
      await signedIn(args, () => client.call(removeSavedMethodOp, { params: { id: text(form, "id") } }));
      return answer({ done: true, errors: null });
    }
    if (intent === "remove-rule") {
      await signedIn(args, () => client.call(removeAutoPayRuleOp, { params: { id: text(form, "id") } }));
      return answer({ done: true, errors: null });
    }
    const kind = autoPayKinds.find((k) => k === values.kind);
    const checked = validate(autoPayRuleSchema, { ...values, kind });
    if ("errors" in checked) return answer({ kind, done: false, errors: checked.errors }, 422);
    await signedIn(args, () => client.call(setAutoPayRuleOp, { body: checked.data }));
    return answer({ kind, done: true, errors: null });
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    const errors: FormErrors =
      error.status === 422 ? apiFormErrors(error) : { fields: {}, form: apiText(error.message) };
    return answer({ kind: values.kind, done: false, errors }, error.status >= 500 ? error.status : 422);
  }
}
