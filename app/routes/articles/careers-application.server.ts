import { data } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { applyToJobOp } from "../../../src/contracts/api/careers.ts";
import { webEnvContext } from "../../context.ts";
import { apiFor } from "../../lib/api.server.ts";
import { type LoaderArgs, notFound, slugParam } from "../../lib/articles.server.ts";
import { messageKey } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import {
  type ApplicationResult,
  type ApplicationValues,
  applicationValues,
  cvMessage,
} from "../../lib/job-application.ts";
import { applicationErrors, applicationProblems } from "../../lib/job-application-check.ts";
import { formWithin } from "../../lib/limited-form.ts";
import { localeOf } from "../../lib/locale.ts";

/** Room for the other fields and the multipart framing around the CV. */
const FORM_OVERHEAD_BYTES = 100 * 1024;

/** Whatever the outcome, the answer holds what the applicant typed: never stored by a cache. */
const NOT_STORED = { "Cache-Control": "private, no-store" };

const refused = (errors: FormErrors, values: ApplicationValues, status: number) =>
  data<ApplicationResult>({ done: null, errors, values }, { status, headers: NOT_STORED });

/** Uploads this process reads at once: each holds a CV in memory, so a flood is turned away. */
const MAX_UPLOADS_IN_FLIGHT = 8;
let uploadsInFlight = 0;

/**
 * A job application from the careers page: a body over the CV limit is refused unread, the fields
 * are checked with the shared schema, then the form goes on to the API with the file (which is never
 * kept here). The API's refusals come back as field or form messages in the visitor's language.
 */
export async function applyToJob(args: LoaderArgs) {
  const slug = slugParam(args.request, "job");
  if (!slug) notFound(args.request);
  const { cvMaxBytes } = args.context.get(webEnvContext).config.careers;
  if (uploadsInFlight >= MAX_UPLOADS_IN_FLIGHT)
    return refused({ fields: {}, form: messageKey("errors.uploads_busy") }, {}, 503);
  uploadsInFlight += 1;
  try {
    return await receive(args, slug, cvMaxBytes);
  } finally {
    uploadsInFlight -= 1;
  }
}

async function receive(args: LoaderArgs, slug: string, cvMaxBytes: number) {
  const form = await formWithin(args.request, cvMaxBytes + FORM_OVERHEAD_BYTES);
  if (!form) return refused({ fields: {}, form: cvMessage("errors.cv_too_large", cvMaxBytes) }, {}, 413);
  const values = applicationValues(form);
  const cv = form.get("cv");
  const file = cv instanceof File ? cv : null;
  const problems = applicationProblems(values, file, cvMaxBytes, { byName: false });
  if (problems || !file) return refused(problems ?? { fields: {} }, values, 422);

  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  body.set("cv", file, file.name);
  try {
    const api = apiFor(args.context, args.request, localeOf(args.params));
    const applied = await api.call(applyToJobOp, { params: { slug }, form: body });
    const done = { reference: applied.reference, keptDays: applied.keptDays, msisdn: values.msisdn ?? "" };
    return data<ApplicationResult>({ done, errors: null, values: null }, { headers: NOT_STORED });
  } catch (error) {
    const status = error instanceof ApiClientError ? error.status : 500;
    return refused(applicationErrors(error), values, status);
  }
}
