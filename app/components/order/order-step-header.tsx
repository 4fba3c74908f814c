import { useI18n } from "../../lib/i18n.tsx";
import { type DraftProgress, type OrderStep, stepPosition } from "../../lib/order-steps.ts";
import { Icon } from "../icon.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** Each step's heading (written out, so the catalogue check sees every key in use). */
const TITLES: Record<OrderStep, string> = {
  product: "order.step.product",
  delivery: "order.step.delivery",
  photos: "order.step.photos",
  selfie: "order.step.selfie",
  details: "order.step.details",
  contact: "order.step.contact",
  review: "order.step.review",
};

type Props = {
  step: OrderStep;
  /** The draft's items decide the road (a new line adds the identity check), so the count. */
  items: DraftProgress["items"];
  /** The previous step's path after the language; none on the first step. */
  back?: string | null | undefined;
};

/**
 * The top of every order step: a Back link, "Step n of total" and the step's title, the heading
 * the page is known by. A step of the identity check uses it the same way (step photos, selfie, details).
 */
export function OrderStepHeader({ step, items, back }: Props) {
  const { t } = useI18n();
  const { n, total } = stepPosition({ items }, step);
  return (
    <header className="page-header container order-step-header">
      {back ? (
        <LocaleLink to={`/${back}`} className="order-back">
          <Icon name="arrow-back" size={18} />
          {t("order.back")}
        </LocaleLink>
      ) : null}
      {n > 0 ? <p className="order-step-count">{t("order.stepOf", { n, total })}</p> : null}
      <h1>{t(TITLES[step])}</h1>
    </header>
  );
}
