import { Blocks } from "../../components/blocks.tsx";
import { Points } from "../../components/rewards/points.tsx";
import { RedeemConfirm } from "../../components/rewards/redeem-confirm.tsx";
import { RedemptionHistory } from "../../components/rewards/redemption-history.tsx";
import { RedemptionResult } from "../../components/rewards/redemption-result.tsx";
import { RewardCard } from "../../components/rewards/reward-card.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/redeem-points";
import { redeemPageData, submitRedeem } from "./redeem-points.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export const loader = (args: Route.LoaderArgs) => redeemPageData(args);
export const action = (args: Route.ActionArgs) => submitRedeem(args);

/**
 * myzain/redeem-points: the customer's points, the rewards with what each takes, a confirmation
 * of the chosen one (`?reward=`), the result of a redemption (`?done=`) and the history.
 */
export default function RedeemPoints({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, balance, rewards, confirm, done, history, lines } = loaderData;
  return (
    <article className="page myzain-page redeem-points">
      <h1>{page.page.title}</h1>
      <p className="points-balance">
        <Points n={balance} message="rewards.yourPoints" />
      </p>
      {done ? <RedemptionResult redemption={done} balance={balance} /> : null}
      {confirm ? (
        <RedeemConfirm
          reward={confirm.reward}
          lineId={confirm.lineId}
          idempotencyKey={confirm.key}
          lines={lines}
          balance={balance}
          result={actionData}
        />
      ) : null}
      <section className="block" aria-labelledby="rewards-heading">
        <h2 id="rewards-heading">{t("rewards.list")}</h2>
        <ul className="cards reward-cards">
          {rewards.map((reward) => (
            <RewardCard key={reward.slug} reward={reward} />
          ))}
        </ul>
      </section>
      <RedemptionHistory redemptions={history} />
      <Blocks blocks={page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
