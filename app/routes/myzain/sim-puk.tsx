import { Form, useNavigation } from "react-router";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { SubmitButton } from "../../components/async-form.tsx";
import { CurrentPasswordField, SmsCodeField } from "../../components/auth-fields.tsx";
import { FormMessage } from "../../components/field.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { messageKey } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/sim-puk";
import { type PukOutcome, simPukAction, simPukData } from "./sim-puk.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "profile.puk.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => simPukData(args);

export const action = (args: Route.ActionArgs) => simPukAction(args);

/**
 * myzain/sim-puk: the PUK a locked SIM asks for, shown once the customer proves it is them again
 * (password, or a code to another of their lines, since the locked SIM cannot receive one).
 */
export default function SimPuk({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lines, line, codeLines } = loaderData;
  const outcome: PukOutcome | undefined = actionData;
  return (
    <article className="page myzain-page sim-puk">
      <h1>{t("profile.puk.title")}</h1>
      <p>{t("profile.puk.intro")}</p>
      <p>{t("profile.puk.careful")}</p>
      <LineSwitcher lines={lines} current={line.id} />
      {outcome && "shown" in outcome ? (
        <section className="card puk-result" aria-labelledby="puk-result" role="status">
          <h2 id="puk-result">
            {t("profile.puk.for")} <bdi dir="ltr">{formatMsisdn(outcome.shown.msisdn)}</bdi>
          </h2>
          <p className="puk-code">
            <bdi dir="ltr">{outcome.shown.puk}</bdi>
          </p>
          <p>{t("profile.puk.never")}</p>
        </section>
      ) : (
        <>
          <PasswordProof outcome={outcome} />
          <CodeProof outcome={outcome} codeLines={codeLines} />
        </>
      )}
    </article>
  );
}

/** The first way: the account's password again. */
function PasswordProof({ outcome }: { outcome: PukOutcome | undefined }) {
  const { t } = useI18n();
  const busy = useNavigation().formData?.get("intent") === "password";
  const errors = outcome && "errors" in outcome && !outcome.flowId ? outcome.errors : undefined;
  return (
    <section className="card" aria-labelledby="puk-password">
      <h2 id="puk-password">{t("profile.puk.byPassword")}</h2>
      <Form method="post" className="auth-form">
        <input type="hidden" name="intent" value="password" />
        <FormMessage message={errors?.fields.password ? undefined : errors?.form} />
        <CurrentPasswordField label={t("auth.password")} error={errors?.fields.password} />
        <SubmitButton busy={busy} className="button">
          {t("profile.puk.show")}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The second way: a code sent to another active line of the account, then checked. */
function CodeProof({ outcome, codeLines }: { outcome: PukOutcome | undefined; codeLines: { msisdn: string }[] }) {
  const { t } = useI18n();
  const pending = useNavigation().formData?.get("intent");
  const sent =
    outcome && "codeSent" in outcome
      ? outcome.codeSent
      : outcome && "errors" in outcome && outcome.flowId
        ? { flowId: outcome.flowId, to: outcome.to ?? "" }
        : null;
  const errors = outcome && "errors" in outcome ? outcome.errors : undefined;
  return (
    <section className="card" aria-labelledby="puk-code">
      <h2 id="puk-code">{t("profile.puk.byCode")}</h2>
      {codeLines.length === 0 ? (
        <p>{t("profile.puk.noOtherLine")}</p>
      ) : sent ? (
        <Form method="post" className="auth-form">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="flowId" value={sent.flowId} />
          <input type="hidden" name="to" value={sent.to} />
          <p>
            {t("auth.codeSentTo")} <bdi dir="ltr">{sent.to}</bdi>
          </p>
          <FormMessage message={errors?.fields.code ? undefined : errors?.form} />
          <SmsCodeField label={t("auth.code")} hint={t("auth.codeHint")} error={errors?.fields.code} />
          <SubmitButton busy={pending === "verify"} className="button">
            {t("profile.puk.show")}
          </SubmitButton>
        </Form>
      ) : (
        <Form method="post" className="auth-form">
          <input type="hidden" name="intent" value="send" />
          <FormMessage
            message={errors?.form ?? (errors?.fields.msisdn ? messageKey("errors.puk_code_line") : undefined)}
          />
          <label htmlFor="puk-code-line">{t("profile.puk.codeTo")}</label>
          <select id="puk-code-line" name="msisdn">
            {codeLines.map((l) => (
              <option key={l.msisdn} value={l.msisdn}>
                {formatMsisdn(l.msisdn)}
              </option>
            ))}
          </select>
          <SubmitButton busy={pending === "send"} className="button button-secondary">
            {t("auth.sendCode")}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteError;
