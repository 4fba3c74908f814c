import { getKafooOp } from "../../../src/contracts/api/kafoo.ts";
import { listLineBillsOp } from "../../../src/contracts/api/line-history.ts";
import { getLineBalanceOp } from "../../../src/contracts/api/lines.ts";
import { listNotificationsOp } from "../../../src/contracts/api/notifications.ts";
import { getPointsSummaryOp } from "../../../src/contracts/api/points.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { Blocks } from "../../components/blocks.tsx";
import { KafooCard } from "../../components/kafoo/kafoo-card.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { BucketList } from "../../components/myzain/bucket-list.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { NotificationList } from "../../components/myzain/notification-list.tsx";
import { PointsBadge } from "../../components/myzain/points-badge.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { viewerContext, webEnvContext } from "../../context.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { myzainPage, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/dashboard";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

/** The dashboard: the line, its money, every running bundle, quick actions and the latest news. */
export async function loader(args: Route.LoaderArgs) {
  const { page, api, lines, line } = await myzainPage(args, "myzain");
  // A prepaid mobile line has Kafoo (credit transfer and advance): its card, in the same wave.
  const kafooLine = line.billing === "prepaid" && line.kind === "mobile";
  const [balance, notifications, points, kafoo] = await signedIn(args, () =>
    Promise.all([
      api.call(getLineBalanceOp, { params: { lineId: line.id } }),
      api.call(listNotificationsOp),
      api.call(getPointsSummaryOp),
      kafooLine ? api.call(getKafooOp, { params: { lineId: line.id } }) : null,
    ]),
  );
  const [latestBill] =
    balance.line.billing === "postpaid"
      ? await signedIn(args, () => api.call(listLineBillsOp, { params: { lineId: line.id } }))
      : [];
  const url = pageUrlOf(args.request);
  // After a purchase the confirmation page sends the customer here with ?bought=<offering>.
  const bought = url.searchParams.get("bought");
  const boughtName = bought
    ? balance.buckets.find((b) => b.subscription?.offering === bought)?.subscription?.name
    : null;
  return {
    page,
    lines,
    balance,
    bill: latestBill ?? null,
    latest: notifications.items.slice(0, 3),
    points,
    kafoo,
    rewardsPath: `/myzain/${args.context.get(webEnvContext).config.brand.slug}-rewards`,
    bought: boughtName ?? null,
    managesBusiness: args.context.get(viewerContext)?.managesBusiness === true,
    managesPayments: args.context.get(viewerContext)?.member !== true,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { balance, lines, latest, bought, bill } = loaderData;
  const postpaid = balance.line.billing === "postpaid";
  const lineQuery = lines.length > 1 ? `?line=${balance.line.id}` : "";
  return (
    <article className="page myzain-page dashboard">
      <h1>{loaderData.page.page.title}</h1>
      {bought ? (
        <p className="notice notice-success" role="status">
          {t("myzain.bought", { offering: bought })}
        </p>
      ) : null}
      <LineSwitcher lines={lines} current={balance.line.id} />
      <section className="balance-card" aria-labelledby="balance-heading">
        <p className="balance-line">
          <bdi dir="ltr">{formatMsisdn(balance.line.msisdn)}</bdi> · {t(`myzain.billing.${balance.line.billing}`)}
        </p>
        <h2 id="balance-heading">{postpaid ? t("myzain.owed") : t("myzain.balance")}</h2>
        <p className="balance-amount">
          <bdi>{format.iqd(postpaid ? balance.owedIqd : balance.balanceIqd)}</bdi>
        </p>
        {postpaid ? (
          <p className="balance-limit">{t("myzain.creditLimit", { limit: format.iqd(balance.creditLimitIqd) })}</p>
        ) : null}
        {bill ? (
          <p className="balance-bill">
            {t("myzain.bill.latest", { total: format.iqd(bill.totalIqd), date: format.date(bill.dueAt) })}{" "}
            <strong className={`bill-status bill-${bill.status}`}>{t(`myzain.bill.status.${bill.status}`)}</strong>{" "}
            <LocaleLink to={`/myzain/bills/${bill.id}?line=${balance.line.id}`}>{t("bills.open")}</LocaleLink>
            {" · "}
            <LocaleLink to={`/myzain/bills?line=${balance.line.id}`}>{t("bills.back")}</LocaleLink>
          </p>
        ) : null}
        {balance.line.status === "suspended" ? (
          <p className="notice" role="status">
            {t(
              balance.line.suspension?.by === "operator" ? "myzain.line.suspendedByOperator" : "myzain.line.suspended",
            )}
          </p>
        ) : null}
      </section>
      <nav className="quick-actions myzain-actions" aria-label={t("myzain.actions")}>
        {/* The line shown here is the one to pay or recharge (?line= preselects it there). */}
        {postpaid ? (
          <LocaleLink to={`/postpaid/pay-bill-postpaid?line=${balance.line.id}`} className="button">
            {t("myzain.action.payBill")}
          </LocaleLink>
        ) : (
          <LocaleLink to={`/prepaid/recharge-my-prepaid-line?line=${balance.line.id}`} className="button">
            {t("myzain.action.recharge")}
          </LocaleLink>
        )}
        <LocaleLink to={`/myzain/hot-bundles${lineQuery}`} className="button button-secondary">
          {t("myzain.action.buy")}
        </LocaleLink>
        <LocaleLink to="/myzain/payments" className="quick-link">
          {t("payments.history.link")}
        </LocaleLink>
        {loaderData.managesBusiness ? (
          <LocaleLink to="/myzain/business" className="quick-link">
            {t("business.title")}
          </LocaleLink>
        ) : null}
        {/* Recharge when low, on a day of the month, or the bill on its due date: any line's. */}
        {loaderData.managesPayments ? (
          <LocaleLink to="/myzain/autopay" className="quick-link">
            {t("autopay.title")}
          </LocaleLink>
        ) : null}
        {postpaid ? (
          <LocaleLink to={`/myzain/change-plan?line=${balance.line.id}`} className="quick-link">
            {t("myzain.action.changePlan")}
          </LocaleLink>
        ) : balance.line.kind === "mobile" ? (
          <LocaleLink to={`/myzain/change-to-postpaid?line=${balance.line.id}`} className="quick-link">
            {t("myzain.action.toPostpaid")}
          </LocaleLink>
        ) : null}
      </nav>
      {loaderData.kafoo ? <KafooCard lineId={balance.line.id} kafoo={loaderData.kafoo} /> : null}
      <PointsBadge points={loaderData.points} to={loaderData.rewardsPath} />
      <section className="block" aria-labelledby="buckets-heading">
        <h2 id="buckets-heading">{t("myzain.buckets")}</h2>
        {balance.buckets.length === 0 ? <p>{t("myzain.bucketsNone")}</p> : <BucketList buckets={balance.buckets} />}
      </section>
      {latest.length > 0 ? (
        <section className="block" aria-labelledby="latest-heading">
          <h2 id="latest-heading">{t("myzain.latest")}</h2>
          <NotificationList items={latest} actions={false} />
          <LocaleLink to="/myzain/notifications">{t("myzain.seeAll")}</LocaleLink>
        </section>
      ) : null}
      <Blocks blocks={loaderData.page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
