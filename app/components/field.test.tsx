import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ApiClientError } from "../../src/client/api-client.ts";
import { startCodeSchema } from "../../src/contracts/auth.ts";
import { catalogue } from "../../src/i18n/catalogue.ts";
import { apiText, messageKey } from "../lib/form-text.ts";
import { apiFormErrors, validate } from "../lib/forms.ts";
import { I18nProvider } from "../lib/i18n.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { Field, FormMessage } from "./field.tsx";

const inArabic = (node: ReactNode) =>
  renderToStaticMarkup(
    <I18nProvider code="ar" messages={catalogue.ar}>
      {node}
    </I18nProvider>,
  );
const arabic = (key: string, values?: Record<string, string | number>) =>
  inArabic(<FormMessage message={messageKey(key, values)} />);

test("a message key is translated; the API's text is shown as it came, even when it looks like a key", () => {
  const key = inArabic(<Field name="msisdn" label="Number" error={messageKey("validation.msisdn.required")} />);
  expect(key).toContain(">أدخل رقم هاتفك المحمول.</p>");
  expect(key).not.toContain("validation.msisdn.required");

  const text = inArabic(<Field name="msisdn" label="Number" error={apiText("validation.msisdn.required")} />);
  expect(text).toContain(">validation.msisdn.required</p>");
  expect(text).not.toContain("أدخل رقم هاتفك المحمول.");

  expect(inArabic(<FormMessage message={apiText("auth.signInFailed")} />)).toContain(">auth.signInFailed</p>");
  expect(inArabic(<FormMessage message={messageKey("auth.signInFailed")} />)).not.toContain("auth.signInFailed");
});

test("a key's values fill its slots", () => {
  expect(arabic("auth.retryAfter", { seconds: 30 })).toContain("يرجى الانتظار ٣٠ ثانية");
  const summary = inArabic(
    <ErrorSummary
      title="Problems"
      message={apiText("errors.cv_too_large")}
      items={[{ field: "cv", message: messageKey("errors.cv_too_large", { maxMb: 5 }) }]}
      attempt={1}
    />,
  );
  expect(summary).toContain("<p>errors.cv_too_large</p>");
  expect(summary).toContain('<a href="#field-cv">ملف سيرتك الذاتية كبير جداً. أرسل ملفاً لا يتجاوز ٥ ميغابايت.</a>');
});

test("the shared schema's messages are keys; the API's are its text", () => {
  const checked = validate(startCodeSchema, { msisdn: "" });
  expect("errors" in checked && checked.errors).toEqual({
    fields: { msisdn: messageKey("validation.msisdn.required") },
  });
  const refusal = new ApiClientError({
    status: 422,
    code: "msisdn_taken",
    message: "تعذّر إكمال الطلب.",
    fields: [{ path: "msisdn", code: "msisdn_taken", message: "validation.msisdn.required" }],
  });
  expect(apiFormErrors(refusal)).toEqual({ fields: { msisdn: apiText("validation.msisdn.required") } });
  const general = new ApiClientError({ status: 409, code: "conflict", message: "تعذّر إكمال الطلب." });
  expect(apiFormErrors(general)).toEqual({ fields: {}, form: apiText("تعذّر إكمال الطلب.") });
});
