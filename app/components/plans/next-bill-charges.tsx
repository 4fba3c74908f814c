import type { PlanChangeOptions } from "../../../src/contracts/api/plan-changes.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** The plan-change charges made since the last bill: each appears on the next bill as a plan change. */
export function NextBillCharges({ options }: { options: PlanChangeOptions }) {
  const { t, format } = useI18n();
  if (options.charged.length === 0) return null;
  const total = options.charged.reduce((sum, c) => sum + c.chargeIqd, 0);
  const name = (slug: string) =>
    options.choices.find((c) => c.slug === slug)?.name ??
    (options.current?.slug === slug ? options.current.name : slug);
  return (
    <section className="card next-bill" aria-labelledby="next-bill">
      <h2 id="next-bill">{t("plans.nextBill.title")}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("plans.nextBill.date")}</th>
            <th scope="col">{t("plans.nextBill.item")}</th>
            <th scope="col">{t("plans.nextBill.amount")}</th>
          </tr>
        </thead>
        <tbody>
          {options.charged.map((c) => (
            <tr key={c.id}>
              <td>{format.date(c.createdAt)}</td>
              <td>{t("plans.nextBill.planChange", { from: name(c.fromPlan), to: name(c.toPlan) })}</td>
              <td>
                <bdi dir="ltr">{format.iqd(c.chargeIqd)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t("plans.nextBill.total")}
            </th>
            <td>
              <bdi dir="ltr">{format.iqd(total)}</bdi>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
