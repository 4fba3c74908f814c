import type { ApplicationReceipt } from "../../src/contracts/api/careers.ts";
import { type CvProblem, cvMaxMb } from "./cv-file.ts";
import { type MessageKey, messageKey } from "./form-text.ts";
import type { FormErrors } from "./forms.ts";

/** The form's fields in the order they appear (the error summary lists them so). */
export const APPLICATION_FIELDS = ["name", "msisdn", "email", "message", "cv", "consent"] as const;
const TEXT_FIELDS = ["name", "msisdn", "email", "message", "consent"] as const;

export type ApplicationValues = Partial<Record<(typeof TEXT_FIELDS)[number], string>>;
/** The API's receipt, with the number the reference was texted to. */
export type ApplicationDone = Pick<ApplicationReceipt, "reference" | "keptDays"> & { msisdn: string };
/** What the route's action answers: the confirmation, or what to fix (with the values to show again). */
export type ApplicationResult =
  | { done: ApplicationDone; errors: null; values: null }
  | { done: null; errors: FormErrors; values: ApplicationValues };

/** The text fields of a posted form (a file or an unknown name is left out). */
export function applicationValues(form: FormData): ApplicationValues {
  const values: ApplicationValues = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

export type CvFile = { name: string; size: number } | null;

/** A problem with the CV as the form words it, with the size limit its message may state. */
export const cvMessage = (problem: CvProblem, maxBytes: number): MessageKey =>
  messageKey(problem, { maxMb: cvMaxMb(maxBytes) });
