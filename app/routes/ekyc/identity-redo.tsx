import { Form } from "react-router";
import { DetailsFields } from "../../components/ekyc/details-fields.tsx";
import { EkycStepFrame } from "../../components/ekyc/ekyc-step-frame.tsx";
import { PhotoFields } from "../../components/ekyc/photo-fields.tsx";
import { StepActions } from "../../components/ekyc/step-actions.tsx";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { FormMessage } from "../../components/field.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { ORDER_TRACK_PATH } from "../../lib/order-steps.ts";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/identity-redo";
import { redoData, submitRedo } from "./identity-redo.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "ekyc.redo.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => redoData(args);

export const action = (args: Route.ActionArgs) => submitRedo(args);

const ITEM_ORDER = ["front", "back", "selfie", "fullName", "dateOfBirth", "nationalId"];

/**
 * order/identity: the reviewer's reason, then the card photos, the selfie and the details again in
 * one form. Without a refused check from this browser: where to follow the order instead.
 */
export default function IdentityRedo({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const track = (
    <p>
      <LocaleLink className="button" to={`/${ORDER_TRACK_PATH}`}>
        {t("ekyc.redo.track")}
      </LocaleLink>
    </p>
  );
  if (actionData && "sent" in actionData) {
    return (
      <EkycStepFrame title={t("ekyc.redo.title")}>
        <p className="notice notice-success" role="status">
          {t("ekyc.redo.sent", { reference: actionData.sent })}
        </p>
        {track}
      </EkycStepFrame>
    );
  }
  if (loaderData.kind !== "rejected") {
    const text =
      loaderData.kind === "none"
        ? t("ekyc.redo.none")
        : t("ekyc.redo.notNeeded", { reference: loaderData.reference, state: loaderData.stateLabel });
    return (
      <EkycStepFrame title={t("ekyc.redo.title")} lead={text}>
        {track}
      </EkycStepFrame>
    );
  }
  const errors = actionData?.errors.fields;
  const items = ITEM_ORDER.flatMap((field) => (errors?.[field] ? [{ field, message: errors[field] }] : []));
  const reason = loaderData.reason ? t(`orders.rejection.${loaderData.reason}`) : t("orders.state.rejected");
  return (
    <EkycStepFrame title={t("ekyc.redo.title")} lead={t("ekyc.redo.lead")}>
      <section className="ekyc-rejection" role="status">
        <p>{t("ekyc.redo.reason", { reference: loaderData.reference, reason })}</p>
        {loaderData.note ? (
          <p>
            {t("ekyc.redo.note")} <span dir="auto">{loaderData.note}</span>
          </p>
        ) : null}
      </section>
      <Form method="post" encType="multipart/form-data" className="payment-form ekyc-form" noValidate>
        <ErrorSummary title={t("ekyc.errorsTitle")} items={items} attempt={actionData} />
        <FormMessage message={actionData?.errors.form} />
        <PhotoFields
          fields={[
            { name: "front", purpose: "id_front", label: t("ekyc.photos.front") },
            { name: "back", purpose: "id_back", label: t("ekyc.photos.back") },
            { name: "selfie", purpose: "selfie", label: t("ekyc.selfie.label") },
          ]}
          uploadToken={loaderData.uploadToken}
          kept={actionData?.photos ?? {}}
          errors={errors}
        />
        <DetailsFields values={actionData?.values ?? {}} errors={errors} />
        <StepActions back={null} submitLabel={t("ekyc.redo.submit")} />
      </Form>
    </EkycStepFrame>
  );
}

export const ErrorBoundary = RouteError;
