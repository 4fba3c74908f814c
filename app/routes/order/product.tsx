import { Form } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { ChoiceGroup } from "../../components/order/choice-group.tsx";
import { NumberChoices, NumberSearch } from "../../components/order/number-picker.tsx";
import { OrderStepHeader } from "../../components/order/order-step-header.tsx";
import { StepErrors } from "../../components/order/step-errors.tsx";
import { ProductPicture } from "../../components/product-picture.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { choiceId } from "../../lib/order-choices.ts";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import { productImage } from "../../lib/product-image.ts";
import type { Route } from "./+types/product";
import { productData, submitProduct } from "./product.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "order.step.product");
export const headers = () => PRIVATE_HEADERS;
export const loader = (args: Route.LoaderArgs) => productData(args);
export const action = (args: Route.ActionArgs) => submitProduct(args);

type Data = Route.ComponentProps["loaderData"];

/**
 * /:lang/order: what is ordered. `?offering=` names a SIM, plan or phone from the catalogue;
 * without it the page lists what can be ordered online.
 */
export default function OrderProduct({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors;
  const item = loaderData.kind === "device" ? "device" : "new_line";
  return (
    <article className="page order-page">
      <OrderStepHeader step="product" items={[{ type: item }]} />
      <div className="container order-panel">
        <StepErrors errors={errors} />
        {loaderData.kind === "chooser" ? <Chooser offerings={loaderData.offerings} /> : null}
        {loaderData.kind === "unknown" ? <Unknown /> : null}
        {loaderData.kind === "line" ? <LineForm data={loaderData} errors={errors?.fields ?? {}} /> : null}
        {loaderData.kind === "device" ? <DeviceForm data={loaderData} errors={errors?.fields ?? {}} /> : null}
      </div>
    </article>
  );
}

type Fields = NonNullable<Route.ComponentProps["actionData"]>["errors"]["fields"];

function Chooser({ offerings }: { offerings: Extract<Data, { kind: "chooser" }>["offerings"] }) {
  const { t, format } = useI18n();
  return (
    <section aria-labelledby="order-chooser-title">
      <h2 id="order-chooser-title">{t("order.product.chooserTitle")}</h2>
      <ul className="order-offerings">
        {offerings.map((o) => (
          <li key={o.slug} className="card">
            <LocaleLink to={`/order?offering=${encodeURIComponent(o.slug)}`}>
              <ProductPicture src={productImage(o)} size={48} alt="" />
              <span className="order-offering-name">{o.name}</span>{" "}
              <bdi className="order-offering-price">{format.iqd(o.priceIqd)}</bdi>
            </LocaleLink>
          </li>
        ))}
      </ul>
      <p>
        <LocaleLink to="/support/store-locator">{t("order.product.phonesHint")}</LocaleLink>
      </p>
    </section>
  );
}

function Unknown() {
  const { t } = useI18n();
  return (
    <section className="notice" role="status">
      <p>{t("order.product.unknown")}</p>
      <ul>
        <li>
          <LocaleLink to="/order">{t("order.product.seeAll")}</LocaleLink>
        </li>
        <li>
          <LocaleLink to="/support/store-locator">{t("order.product.findStore")}</LocaleLink>
        </li>
      </ul>
    </section>
  );
}

/** What is being ordered, with its picture (the name beside it, so the picture's alt is empty). */
function OfferingLine({ name, price, picture }: { name: string; price: number; picture: string }) {
  const { format } = useI18n();
  return (
    <p className="order-offering">
      <ProductPicture src={picture} size={96} alt="" eager />
      <span className="order-offering-name">{name}</span>{" "}
      <bdi className="order-offering-price">{format.iqd(price)}</bdi>
    </p>
  );
}

function LineForm({ data, errors }: { data: Extract<Data, { kind: "line" }>; errors: Fields }) {
  const { t } = useI18n();
  const { offering, search, numbers, searchError, chosen } = data;
  return (
    <>
      <OfferingLine name={offering.name} price={offering.priceIqd} picture={productImage(offering)} />
      <NumberSearch offering={offering.slug} search={search} error={searchError} />
      <Form method="post" className="order-form" noValidate>
        <input type="hidden" name="offering" value={offering.slug} />
        <NumberChoices numbers={numbers} chosen={chosen.msisdn} error={errors.msisdn} />
        <ChoiceGroup
          name="sim"
          legend={t("order.sim.legend")}
          checked={chosen.sim}
          error={errors.sim}
          choices={[
            {
              value: "physical",
              label: (
                <>
                  <Icon name="sim" size={20} /> {t("order.sim.physical")}
                </>
              ),
              detail: t("order.sim.physicalHint"),
            },
            {
              value: "esim",
              label: (
                <>
                  <Icon name="esim" size={20} /> {t("order.sim.esim")}
                </>
              ),
              detail: t("order.sim.esimHint"),
            },
          ]}
        />
        <button type="submit" className="button">
          {t("order.continue")}
        </button>
      </Form>
    </>
  );
}

function DeviceForm({ data, errors }: { data: Extract<Data, { kind: "device" }>; errors: Fields }) {
  const { t, format } = useI18n();
  const { offering, choices, chosen } = data;
  const stateText = (c: (typeof choices)[number]) =>
    c.state === "out_of_stock"
      ? t("order.stock.out")
      : c.state === "preorder"
        ? t("order.stock.preorder")
        : c.state === "low" && c.left !== null
          ? t("order.stock.low", { count: c.left })
          : t("order.stock.in");
  return (
    <>
      <OfferingLine name={offering.name} price={offering.priceIqd} picture={productImage(offering)} />
      <Form method="post" className="order-form" noValidate>
        <input type="hidden" name="offering" value={offering.slug} />
        <ChoiceGroup
          name="option"
          legend={t("order.device.legend")}
          checked={chosen}
          error={errors.option}
          choices={choices.map((c) => ({
            value: choiceId(c),
            disabled: c.state === "out_of_stock",
            label: (
              <>
                <bdi>{t("order.device.storage", { gb: c.storageGb })}</bdi> · {t(`devices.colour.${c.colour}`)}
              </>
            ),
            detail: (
              <>
                <bdi>{format.iqd(c.priceIqd)}</bdi> · {stateText(c)}
              </>
            ),
          }))}
        />
        <button type="submit" className="button">
          {t("order.continue")}
        </button>
      </Form>
    </>
  );
}

export const ErrorBoundary = RouteError;
