import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import type { CareResult } from "../../lib/care/care-result.ts";
import { useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { BidiText } from "../bidi-text.tsx";
import { Field } from "../field.tsx";
import { ImageUploadField } from "../image-upload-field.tsx";
import { usePublicConfig } from "../site-header.tsx";
import { SelectField } from "./care-fields.tsx";
import { CareProblems } from "./care-problems.tsx";
import { Honeypot } from "./honeypot.tsx";
import { PowField } from "./pow-field.tsx";

export type CareFormSetup = {
  /** The signed form token: its key makes a double submit open one ticket. */
  token: string;
  signedIn: boolean;
  /** Signed in: the account's lines, to say which one it is about (the main line by default). */
  lines: string[];
  /** Signed in, when the form takes a screenshot: the page's upload token. */
  uploadToken: string | null;
};

type Props = {
  id: string;
  result: CareResult | undefined;
  setup: CareFormSetup;
  submitLabel: string;
  /** The form's own fields, drawn with what was typed and its errors. */
  children: (values: Record<string, string>, fields: Record<string, CareFieldError>) => ReactNode;
};
type CareFieldError = NonNullable<CareResult["errors"]>["fields"][string];

/**
 * A care form: its fields, then who we answer (signed in: one of their lines, no code; signed out:
 * a number on any Iraqi network, proved by an SMS code in a second step), the optional screenshot,
 * the hidden field and the proof-of-work, the form token; one submit that disables while sending.
 */
export function CareForm({ id, result, setup, submitLabel, children }: Props) {
  const { t } = useI18n();
  const { apiKey } = usePublicConfig();
  const say = useFormText();
  const busy = useNavigation().state === "submitting";
  const values = result?.values ?? {};
  const fields = result?.errors?.fields ?? {};
  if (result?.step === "code") return <CodeStep id={id} result={result} token={setup.token} busy={busy} />;
  return (
    <Form
      method="post"
      id={id}
      className="care-form"
      noValidate
      encType={setup.uploadToken ? "multipart/form-data" : undefined}
    >
      <CareProblems errors={result?.errors} />
      {children(values, fields)}
      {setup.signedIn ? (
        setup.lines.length > 1 ? (
          <SelectField
            name="line"
            label={t("care.form.line")}
            defaultValue={values.line ?? setup.lines[0]}
            options={setup.lines.map((msisdn) => [msisdn, formatMsisdn(msisdn)])}
            error={fields.lineMsisdn}
          />
        ) : null
      ) : (
        <Field
          name="contact"
          type="tel"
          label={t("care.form.contact")}
          hint={<BidiText text={t("care.form.contactHint")} />}
          defaultValue={values.contact}
          error={fields.contact}
          autoComplete="tel-national"
          inputMode="tel"
          dir="ltr"
          required
        />
      )}
      {setup.uploadToken ? (
        <>
          <input type="hidden" name="upload_token" value={setup.uploadToken} />
          <ImageUploadField
            name="screenshot"
            purpose="screenshot"
            label={t("care.form.screenshot")}
            hint={t("care.form.screenshotHint")}
            uploadToken={setup.uploadToken}
            apiKey={apiKey}
            error={fields.screenshot ? say(fields.screenshot) : undefined}
            uploaded={result?.uploaded}
          />
        </>
      ) : null}
      {setup.signedIn ? null : (
        <>
          <Honeypot />
          <PowField />
        </>
      )}
      <input type="hidden" name="token" value={setup.token} />
      <button type="submit" name="intent" value="send" className="button" disabled={busy}>
        {busy ? t("care.form.sending") : submitLabel}
      </button>
    </Form>
  );
}

/** The second step of a signed-out form: the code sent to the contact number; the fields ride along. */
function CodeStep({ id, result, token, busy }: { id: string; result: CareResult; token: string; busy: boolean }) {
  const { t } = useI18n();
  const hidden = Object.entries(result.values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <div id={id} className="care-form">
      <CareProblems errors={result.errors} />
      <Form method="post" className="care-code" noValidate>
        <p>
          {t("care.form.codeSentTo")} <bdi dir="ltr">{formatMsisdn(result.contact ?? "")}</bdi>
        </p>
        {hidden}
        <input type="hidden" name="flowId" value={result.flowId ?? ""} />
        <input type="hidden" name="token" value={token} />
        <Field
          name="code"
          label={t("care.form.code")}
          hint={<BidiText text={t("care.form.codeHint")} />}
          error={result.errors?.fields.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={12}
          required
        />
        <PowField />
        <button type="submit" name="intent" value="verify" className="button" disabled={busy}>
          {busy ? t("care.form.sending") : t("care.form.verify")}
        </button>
      </Form>
      <Form method="post" className="care-code-change">
        {hidden}
        <button type="submit" name="intent" value="change" className="button button-secondary">
          {t("care.form.change")}
        </button>
      </Form>
    </div>
  );
}
