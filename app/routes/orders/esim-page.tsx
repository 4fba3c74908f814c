import { Form } from "react-router";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { Field } from "../../components/field.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { EsimCode } from "../../components/order-status/esim-code.tsx";
import { FormProblem } from "../../components/payments/form-problem.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS, revalidateAfterPost } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/esim-page";
import { type EsimResult, esimPageAction, esimPageData } from "./esim-page.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "tracking.esim.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => esimPageData(args);

export const action = (args: Route.ActionArgs) => esimPageAction(args);

export const shouldRevalidate = revalidateAfterPost;

/** order/esim: show an approved eSIM's code after an SMS code to the order's contact number. */
export default function EsimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result: EsimResult | undefined = actionData;
  return (
    <article className="page esim-page">
      <header className="page-header container">
        <h1>{t("tracking.esim.title")}</h1>
      </header>
      <div className="container track-panel">
        {result?.done ? (
          <>
            <p className="notice notice-success" role="status">
              {t("tracking.esim.done")}
            </p>
            <LocaleLink to="/kafoo_order_and_delivery">{t("tracking.form.title")}</LocaleLink>
          </>
        ) : loaderData.step === "code" ? (
          <>
            <FormProblem errors={result?.errors} />
            <EsimCode {...loaderData} />
          </>
        ) : loaderData.step === "verify" ? (
          <VerifyStep masked={loaderData.masked} result={result} />
        ) : (
          <IdentifyStep reference={loaderData.reference} placed={loaderData.placed} result={result} />
        )}
      </div>
    </article>
  );
}

function IdentifyStep({ reference, placed, result }: { reference: string; placed: boolean; result?: EsimResult }) {
  const { t } = useI18n();
  const fields = result?.errors?.fields ?? {};
  const items = (["reference", "contact"] as const).flatMap((f) =>
    fields[f] ? [{ field: f, message: fields[f] }] : [],
  );
  return (
    <section aria-labelledby="esim-identify-heading">
      <h2 id="esim-identify-heading" className="visually-hidden">
        {t("tracking.esim.sendCode")}
      </h2>
      <p>{t("tracking.esim.lead")}</p>
      <ErrorSummary title={t("tracking.esim.problem")} message={result?.errors?.form} items={items} attempt={result} />
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="intent" value="send" />
        {placed ? (
          <input type="hidden" name="reference" value={reference} />
        ) : (
          <>
            <Field
              name="reference"
              label={t("tracking.form.reference")}
              hint={t("tracking.form.referenceHint")}
              error={fields.reference}
              defaultValue={result?.values?.reference ?? reference}
              dir="ltr"
              autoComplete="off"
              required
              maxLength={20}
            />
            <Field
              name="contact"
              label={t("tracking.form.contact")}
              hint={t("tracking.form.contactHint")}
              error={fields.contact}
              defaultValue={result?.values?.contact ?? ""}
              type="tel"
              dir="ltr"
              inputMode="tel"
              autoComplete="tel-national"
              required
              maxLength={20}
            />
          </>
        )}
        <button type="submit" className="button">
          {t("tracking.esim.sendCode")}
        </button>
      </Form>
    </section>
  );
}

function VerifyStep({ masked, result }: { masked: string; result?: EsimResult }) {
  const { t } = useI18n();
  const error = result?.errors?.fields.code;
  return (
    <section aria-labelledby="esim-verify-heading">
      <h2 id="esim-verify-heading" className="visually-hidden">
        {t("tracking.esim.show")}
      </h2>
      <p role="status">{t("tracking.esim.sentTo", { number: `\u2068${masked}\u2069` })}</p>
      <ErrorSummary
        title={t("tracking.esim.problem")}
        items={error ? [{ field: "code", message: error }] : []}
        attempt={result}
      />
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="intent" value="verify" />
        <Field
          name="code"
          label={t("tracking.esim.code")}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          required
          maxLength={12}
        />
        <button type="submit" className="button">
          {t("tracking.esim.show")}
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <button type="submit" className="button button-secondary">
          {t("tracking.esim.resend")}
        </button>
      </Form>
    </section>
  );
}

export const ErrorBoundary = RouteError;
