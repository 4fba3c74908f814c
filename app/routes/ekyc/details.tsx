import { Form } from "react-router";
import { DetailsFields } from "../../components/ekyc/details-fields.tsx";
import { EkycStepFrame, NoOrderYet } from "../../components/ekyc/ekyc-step-frame.tsx";
import { StepActions } from "../../components/ekyc/step-actions.tsx";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { DETAIL_FIELDS } from "../../lib/ekyc-details.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/details";
import { detailsStepData, submitDetails } from "./details.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "ekyc.details.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => detailsStepData(args);

export const action = (args: Route.ActionArgs) => submitDetails(args);

/** ekyc/step-3: the holder's details as printed on the national card. */
export default function EkycDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return <NoOrderYet />;
  const errors = actionData?.errors.fields;
  const items = DETAIL_FIELDS.flatMap((field) => {
    const message = errors?.[field];
    return message ? [{ field, message }] : [];
  });
  return (
    <EkycStepFrame title={t("ekyc.details.title")} lead={t("ekyc.details.lead")} position={loaderData.position}>
      <Form method="post" className="payment-form ekyc-form" noValidate>
        <ErrorSummary
          title={t("ekyc.errorsTitle")}
          message={actionData?.errors.form}
          items={items}
          attempt={actionData}
        />
        <DetailsFields values={actionData?.values ?? loaderData.identity ?? {}} errors={errors} />
        <StepActions back={loaderData.back} />
      </Form>
    </EkycStepFrame>
  );
}

export const ErrorBoundary = RouteError;
