import { ApiClientError } from "../../src/client/api-client.ts";
import type { ApplicationReceipt } from "../../src/contracts/api/careers.ts";
import { jobApplicationSchema } from "../../src/contracts/careers.ts";
import { type CvProblem, cvFileProblem, cvMaxMb, cvPresenceProblem } from "./cv-file.ts";
import { apiText, type MessageKey, messageKey } from "./form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "./forms.ts";

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

type CvFile = { name: string; size: number } | null;

/** A problem with the CV as the form words it, with the size limit its message may state. */
export const cvMessage = (problem: CvProblem, maxBytes: number): MessageKey =>
  messageKey(problem, { maxMb: cvMaxMb(maxBytes) });

/**
 * The shared schema's checks and the CV's, all at once. The browser also judges the file's name
 * (`byName`); the server leaves the type to the API, which reads the bytes.
 */
export function applicationProblems(
  values: ApplicationValues,
  cv: CvFile,
  maxBytes: number,
  { byName }: { byName: boolean },
): FormErrors | null {
  const checked = validate(jobApplicationSchema, values);
  const fields = "errors" in checked ? { ...checked.errors.fields } : {};
  const cvProblem = byName ? cvFileProblem(cv, maxBytes) : cvPresenceProblem(cv, maxBytes);
  if (cvProblem) fields.cv = cvMessage(cvProblem, maxBytes);
  return Object.keys(fields).length > 0 ? { fields } : null;
}

/**
 * An API refusal as the form shows it, in the API's words. "Too large" comes from the API's body
 * limit, which names no field: it belongs to the CV. Anything else (a fault) is thrown on.
 */
export function applicationErrors(error: unknown): FormErrors {
  if (error instanceof ApiClientError && error.code === "cv_too_large") {
    return { fields: { cv: apiText(error.message) } };
  }
  return apiFormErrors(error);
}
