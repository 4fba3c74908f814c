/**
 * The job application's checks that need the shared schema (zod) or the API client: the server
 * runs them, the browser loads them only when the visitor starts the form (job-apply-check.ts).
 */
import { ApiClientError } from "../../src/client/api-client.ts";
import { jobApplicationSchema } from "../../src/contracts/careers.ts";
import { cvFileProblem, cvPresenceProblem } from "./cv-file.ts";
import { apiText } from "./form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "./forms.ts";
import { type ApplicationValues, type CvFile, cvMessage } from "./job-application.ts";

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
