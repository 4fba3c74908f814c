import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { LocaleLink } from "../../components/locale-link.tsx";
import { MethodTabs } from "../../components/method-tabs.tsx";
import { CourierForm, PickupForm } from "../../components/order/delivery-forms.tsx";
import { OrderQuoteBox } from "../../components/order/order-quote.tsx";
import { OrderStepHeader } from "../../components/order/order-step-header.tsx";
import { StepErrors } from "../../components/order/step-errors.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS, revalidateAfterPost } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/delivery";
import { deliveryData, submitDelivery } from "./delivery.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "order.step.delivery");
export const headers = () => PRIVATE_HEADERS;
export const loader = (args: Route.LoaderArgs) => deliveryData(args);
export const action = (args: Route.ActionArgs) => submitDelivery(args);
export const shouldRevalidate = revalidateAfterPost;

/** /:lang/order/delivery: courier to an address or pick-up at a store (an eSIM skips it). */
export default function OrderDelivery({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const errors = actionData?.errors;
  return (
    <article className="page order-page">
      <OrderStepHeader step="delivery" items={loaderData.items} back={loaderData.back} />
      <div className="container order-panel">
        {loaderData.number ? (
          <p className="order-chosen-number">
            {t("order.delivery.number")} <bdi dir="ltr">{formatMsisdn(loaderData.number)}</bdi>
          </p>
        ) : null}
        {loaderData.kind === "esim" ? (
          <section className="notice">
            <p>{t("order.delivery.esim")}</p>
            <LocaleLink to={`/${loaderData.next}`} className="button">
              {t("order.continue")}
            </LocaleLink>
          </section>
        ) : (
          <>
            {loaderData.quote ? <OrderQuoteBox quote={loaderData.quote} title={t("order.delivery.current")} /> : null}
            <MethodTabs
              current={loaderData.method}
              label={t("order.delivery.methodLabel")}
              methods={[
                ["courier", t("order.delivery.courier")],
                ["pickup", t("order.delivery.pickup")],
              ]}
            />
            <StepErrors errors={errors} />
            {loaderData.method === "courier" ? (
              <CourierForm
                places={loaderData.places}
                errors={errors?.fields ?? {}}
                values={
                  actionData?.values ?? {
                    governorate: loaderData.saved.address?.governorate ?? "",
                    city: loaderData.saved.address?.city ?? "",
                    district: loaderData.saved.address?.district ?? "",
                    street: loaderData.saved.address?.street ?? "",
                  }
                }
              />
            ) : (
              <PickupForm
                governorates={loaderData.storeGovernorates}
                stores={loaderData.stores}
                governorate={loaderData.storeGovernorate}
                chosen={actionData?.values.storeId || loaderData.saved.storeId}
                errors={errors?.fields ?? {}}
              />
            )}
          </>
        )}
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteError;
