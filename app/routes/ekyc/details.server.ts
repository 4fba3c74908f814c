/**
 * ekyc/step-3: the name, date of birth and card number as on the national card, checked with the
 * shared schema (and the API's age rule) before they are kept in the draft.
 */
import { redirect } from "react-router";
import { identityDetailsSchema } from "../../lib/ekyc-details.ts";
import { draftForStep, refuse, type StepArgs, saveAndContinue, stepView } from "../../lib/ekyc-steps.server.ts";
import { validate } from "../../lib/forms.ts";
import { formWithin } from "../../lib/limited-form.ts";
import { pageUrlOf } from "../../lib/page-url.ts";

const FORM_MAX_BYTES = 16 * 1024;

export function detailsStepData(args: StepArgs) {
  const draft = draftForStep(args, "details");
  return draft ? { ...stepView(args, draft, "details"), identity: draft.identity ?? null } : null;
}

export async function submitDetails(args: StepArgs) {
  const draft = draftForStep(args, "details");
  if (!draft) throw redirect(pageUrlOf(args.request).pathname);
  const form = (await formWithin(args.request, FORM_MAX_BYTES)) ?? new FormData();
  const values = {
    fullName: String(form.get("fullName") ?? ""),
    dateOfBirth: String(form.get("dateOfBirth") ?? ""),
    nationalId: String(form.get("nationalId") ?? ""),
  };
  const checked = validate(identityDetailsSchema, values);
  if ("errors" in checked) return refuse(args, 400, checked.errors, { values });
  return saveAndContinue(args, {
    ...draft,
    identity: checked.data,
    // The name on the order defaults to the name on the card; the contact step may change it.
    customerName: draft.customerName ?? checked.data.fullName,
  });
}
