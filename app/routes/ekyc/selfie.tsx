import { Form } from "react-router";
import { EkycStepFrame, NoOrderYet, PhotoTips } from "../../components/ekyc/ekyc-step-frame.tsx";
import { PhotoFields } from "../../components/ekyc/photo-fields.tsx";
import { StepActions } from "../../components/ekyc/step-actions.tsx";
import { FormMessage } from "../../components/field.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/selfie";
import { photoStepData, submitPhotoStep } from "./photo-step.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "ekyc.selfie.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => photoStepData(args, "selfie");

export const action = (args: Route.ActionArgs) => submitPhotoStep(args, "selfie", ["selfie"]);

/** ekyc/step-2: a selfie with the front camera, to match the face on the card. */
export default function EkycSelfie({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return <NoOrderYet />;
  const tips = [t("ekyc.selfie.tipLight"), t("ekyc.selfie.tipFace"), t("ekyc.selfie.tipAlone")];
  return (
    <EkycStepFrame title={t("ekyc.selfie.title")} lead={t("ekyc.selfie.lead")} position={loaderData.position}>
      <PhotoTips title={t("ekyc.selfie.tipsTitle")} tips={tips} />
      <Form method="post" encType="multipart/form-data" className="payment-form ekyc-form">
        <FormMessage message={actionData?.errors.form} />
        <PhotoFields
          fields={[{ name: "selfie", purpose: "selfie", label: t("ekyc.selfie.label") }]}
          uploadToken={loaderData.uploadToken}
          kept={actionData?.photos ?? loaderData.photos}
          errors={actionData?.errors.fields}
        />
        <StepActions back={loaderData.back} />
      </Form>
    </EkycStepFrame>
  );
}

export const ErrorBoundary = RouteError;
