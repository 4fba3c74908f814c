import { Form } from "react-router";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { Field } from "../../components/field.tsx";
import { ChoiceGroup } from "../../components/order/choice-group.tsx";
import { OrderStepHeader } from "../../components/order/order-step-header.tsx";
import { StepErrors } from "../../components/order/step-errors.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS, revalidateAfterPost } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/contact";
import { contactData, submitContact } from "./contact.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "order.step.contact");
export const headers = () => PRIVATE_HEADERS;
export const loader = (args: Route.LoaderArgs) => contactData(args);
export const action = (args: Route.ActionArgs) => submitContact(args);
export const shouldRevalidate = revalidateAfterPost;

/** /:lang/order/contact: who we call about the order, proved by an SMS code or an own line. */
export default function OrderContact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const errors = actionData?.errors;
  const fields = errors?.fields ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const atCode = actionData ? actionData.step === "code" : loaderData.codeSent;
  const typed = loaderData.contact && !loaderData.ownLine ? `0${loaderData.contact.slice(3)}` : "";
  return (
    <article className="page order-page">
      <OrderStepHeader step="contact" items={loaderData.items} back={loaderData.back} />
      <div className="container order-panel">
        <StepErrors errors={errors} />
        {atCode && loaderData.contact ? (
          <>
            <Form method="post" className="order-form" noValidate>
              <p>
                {t("order.contact.codeSentTo")} <bdi dir="ltr">{formatMsisdn(loaderData.contact)}</bdi>
              </p>
              <Field
                name="code"
                label={t("order.contact.code")}
                hint={t("order.contact.codeHint")}
                error={fields.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                maxLength={12}
                required
              />
              <button type="submit" name="intent" value="verify" className="button">
                {t("order.contact.verify")}
              </button>
            </Form>
            <Form method="post" className="order-form-secondary">
              <button type="submit" name="intent" value="change" className="button button-secondary">
                {t("order.contact.change")}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post" className="order-form" noValidate>
            <Field
              name="name"
              label={t("order.contact.name")}
              hint={t("order.contact.nameHint")}
              defaultValue={values.name ?? loaderData.name}
              error={fields.name}
              autoComplete="name"
              required
            />
            {loaderData.lines.length > 0 ? (
              <ChoiceGroup
                name="line"
                legend={t("order.contact.lineLegend")}
                checked={
                  values.line ||
                  (loaderData.ownLine
                    ? loaderData.lines.find((l) => l.msisdn === loaderData.contact)?.id
                    : loaderData.lines[0]?.id)
                }
                choices={[
                  ...loaderData.lines.map((l) => ({
                    value: l.id,
                    label: <bdi dir="ltr">{formatMsisdn(l.msisdn)}</bdi>,
                    detail: t("order.contact.noCode"),
                  })),
                  { value: "other", label: t("order.contact.otherNumber") },
                ]}
              />
            ) : null}
            <Field
              name="msisdn"
              type="tel"
              label={t(loaderData.lines.length > 0 ? "order.contact.otherLabel" : "order.contact.number")}
              hint={t("order.contact.numberHint")}
              defaultValue={values.msisdn ?? typed}
              error={fields.msisdn}
              autoComplete="tel-national"
              inputMode="tel"
              dir="ltr"
            />
            <button type="submit" name="intent" value="send" className="button">
              {loaderData.lines.length > 0 ? t("order.continue") : t("order.contact.send")}
            </button>
          </Form>
        )}
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteError;
