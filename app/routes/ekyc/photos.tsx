import { Form } from "react-router";
import { EkycStepFrame, NoOrderYet, PhotoTips } from "../../components/ekyc/ekyc-step-frame.tsx";
import { PhotoFields } from "../../components/ekyc/photo-fields.tsx";
import { StepActions } from "../../components/ekyc/step-actions.tsx";
import { FormMessage } from "../../components/field.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/photos";
import { photoStepData, submitPhotoStep } from "./photo-step.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "ekyc.photos.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => photoStepData(args, "photos");

export const action = (args: Route.ActionArgs) => submitPhotoStep(args, "photos", ["front", "back"]);

/** ekyc/step-1: photos of both sides of the national card, with how to take them well. */
export default function EkycPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return <NoOrderYet />;
  const tips = [
    t("ekyc.photos.tipFlat"),
    t("ekyc.photos.tipCorners"),
    t("ekyc.photos.tipGlare"),
    t("ekyc.photos.tipSharp"),
  ];
  return (
    <EkycStepFrame title={t("ekyc.photos.title")} lead={t("ekyc.photos.lead")} position={loaderData.position}>
      <PhotoTips title={t("ekyc.photos.tipsTitle")} tips={tips} />
      <Form method="post" encType="multipart/form-data" className="payment-form ekyc-form">
        <FormMessage message={actionData?.errors.form} />
        <PhotoFields
          fields={[
            { name: "front", purpose: "id_front", label: t("ekyc.photos.front") },
            { name: "back", purpose: "id_back", label: t("ekyc.photos.back") },
          ]}
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
