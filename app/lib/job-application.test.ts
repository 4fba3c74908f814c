import { expect, test } from "vitest";
import { ApiClientError } from "../../src/client/api-client.ts";
import { apiText, messageKey } from "./form-text.ts";
import { applicationValues } from "./job-application.ts";
import { applicationErrors, applicationProblems } from "./job-application-check.ts";

const MB = 1048576;
const good = { name: "Sara Kareem", msisdn: "0770 123 4567", consent: "on" };
const pdf = { name: "cv.pdf", size: 20_000 };
/** A CV message carries the limit in megabytes, for the messages that state it. */
const cv = (key: string) => messageKey(key, { maxMb: 5 });

test("the posted text fields are kept, the file and unknown names are not", () => {
  const form = new FormData();
  form.set("name", "Sara");
  form.set("cv", new File(["x"], "cv.pdf"));
  form.set("admin", "yes");
  expect(applicationValues(form)).toEqual({ name: "Sara" });
});

test("the shared schema's messages and the CV's come together, in one pass", () => {
  expect(applicationProblems(good, pdf, 5 * MB, { byName: true })).toBeNull();
  expect(applicationProblems({ msisdn: "0770", email: "not-an-email" }, null, 5 * MB, { byName: true })).toEqual({
    fields: {
      name: messageKey("validation.name.required"),
      msisdn: messageKey("validation.msisdn.iraqi"),
      email: messageKey("validation.email.invalid"),
      consent: messageKey("validation.consent.required"),
      cv: cv("errors.cv_required"),
    },
  });
  expect(applicationProblems({ ...good, message: "x".repeat(1001) }, pdf, 5 * MB, { byName: true })?.fields).toEqual({
    message: messageKey("validation.message.tooLong"),
  });
});

test("the browser judges the file's name; the server leaves the type to the API", () => {
  const png = { name: "photo.png", size: 20_000 };
  expect(applicationProblems(good, png, 5 * MB, { byName: true })?.fields).toEqual({ cv: cv("errors.cv_type") });
  expect(applicationProblems(good, png, 5 * MB, { byName: false })).toBeNull();
  expect(applicationProblems(good, { ...pdf, size: 6 * MB }, 5 * MB, { byName: false })?.fields).toEqual({
    cv: cv("errors.cv_too_large"),
  });
});

const refusal = (status: number, code: string, message: string, fields: { path: string; message: string }[] = []) =>
  new ApiClientError({ status, code, message, fields: fields.map((f) => ({ ...f, code })) });

test("the API's refusals: field messages by field, others for the whole form, too large on the CV", () => {
  expect(applicationErrors(refusal(422, "cv_type", "يجب أن تكون…", [{ path: "cv", message: "يجب أن تكون…" }]))).toEqual(
    {
      fields: { cv: apiText("يجب أن تكون…") },
    },
  );
  expect(applicationErrors(refusal(409, "job_closed", "Applications for this job have closed."))).toEqual({
    fields: {},
    form: apiText("Applications for this job have closed."),
  });
  expect(applicationErrors(refusal(413, "cv_too_large", "Your CV is too large. Send a file of at most 5 MB."))).toEqual(
    {
      fields: { cv: apiText("Your CV is too large. Send a file of at most 5 MB.") },
    },
  );
  const limited = new ApiClientError({ status: 429, code: "rate_limited", message: "Too many.", retryAfter: 600 });
  expect(applicationErrors(limited)).toEqual({ fields: {}, form: apiText("Too many."), retryAfter: 600 });
});

test("a fault is not a form error: it goes on to the error page", () => {
  expect(() => applicationErrors(refusal(500, "internal", "Internal error"))).toThrow(ApiClientError);
  expect(() => applicationErrors(new TypeError("fetch failed"))).toThrow(TypeError);
});
