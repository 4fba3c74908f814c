import { Form } from "react-router";
import { formatMsisdn } from "../../src/contracts/msisdn.ts";
import { Blocks } from "../components/blocks.tsx";
import { AdvancePanel } from "../components/kafoo/advance-panel.tsx";
import { KafooSignedOut, Paused } from "../components/kafoo/kafoo-signed-out.tsx";
import { TransferCode } from "../components/kafoo/transfer-code.tsx";
import { TransferConfirm } from "../components/kafoo/transfer-confirm.tsx";
import { TransferDone } from "../components/kafoo/transfer-done.tsx";
import { TransferForm } from "../components/kafoo/transfer-form.tsx";
import { OfferCard } from "../components/offer-card.tsx";
import { RouteError } from "../components/route-error.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { PRIVATE_HEADERS, revalidateAfterPost } from "../lib/payment-route.ts";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/kafoo-page";
import { kafooPageAction, kafooPageData } from "./kafoo-page.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** A customer's lines and balances are on it, and visitors see live pause notices: never shared. */
export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => kafooPageData(args);

export const action = (args: Route.ActionArgs) => kafooPageAction(args);

export const shouldRevalidate = revalidateAfterPost;

type Data = Route.ComponentProps["loaderData"];
type Signed = NonNullable<Data["kafoo"]>;

/** The transfer card: the form, its confirmation, the SMS code step or the receipt. */
function TransferCard({ kafoo, result }: { kafoo: Signed; result: Route.ComponentProps["actionData"] }) {
  const { t } = useI18n();
  if (!kafoo.line || !("overview" in kafoo)) return null;
  const { line, overview, confirm, draft } = kafoo;
  const base = `/prepaid/kafoo?line=${line.id}`;
  const change = `${base}&to=${encodeURIComponent(draft.recipient)}&amount=${encodeURIComponent(draft.amountIqd)}#transfer-heading`;
  const posted = result && "values" in result ? result : null;
  const body = overview.paused.creditTransfer ? (
    <p className="notice">{t("kafoo.paused.transfer")}</p>
  ) : posted?.done ? (
    <TransferDone done={posted.done} again={`${base}#transfer-heading`} />
  ) : posted?.intent === "code" ? (
    <TransferCode flowId={posted.flowId} values={posted.values} errors={posted.errors} />
  ) : confirm?.quote && confirm.key ? (
    <TransferConfirm
      quote={confirm.quote}
      line={line}
      values={{ to: draft.recipient, amount: draft.amountIqd }}
      idempotencyKey={confirm.key}
      errors={posted?.errors ?? null}
      change={change}
    />
  ) : (
    <TransferForm lineId={line.id} rules={overview.transfer} draft={draft} errors={confirm?.errors ?? null} />
  );
  return (
    <section className="kafoo-card" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">{t("kafoo.transfer.title")}</h2>
      <p>{t("kafoo.transfer.intro")}</p>
      {body}
    </section>
  );
}

/** The signed-in part: the line (a choice when there are several prepaid ones), transfer and advance. */
function KafooSignedIn({ kafoo, result }: { kafoo: Signed; result: Route.ComponentProps["actionData"] }) {
  const { t, format } = useI18n();
  if (!kafoo.line || !("overview" in kafoo)) {
    return (
      <section className="kafoo-card container">
        <p className="notice">{t("kafoo.noPrepaidLine")}</p>
      </section>
    );
  }
  const advanced = result && "advance" in result ? result : null;
  return (
    <div className="container kafoo-panel">
      <p className="kafoo-line">
        {t("kafoo.line")} <bdi dir="ltr">{formatMsisdn(kafoo.line.msisdn)}</bdi> · {t("kafoo.balance")}{" "}
        <strong>
          <bdi>{format.iqd(kafoo.overview.balanceIqd)}</bdi>
        </strong>
      </p>
      {kafoo.lines.length > 1 ? (
        <Form method="get" className="kafoo-line-switch">
          <label htmlFor="kafoo-line">{t("kafoo.chooseLine")}</label>
          <select id="kafoo-line" name="line" defaultValue={kafoo.line.id}>
            {kafoo.lines.map((l) => (
              <option key={l.id} value={l.id}>
                {formatMsisdn(l.msisdn)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary">
            {t("kafoo.show")}
          </button>
        </Form>
      ) : null}
      <Paused paused={kafoo.overview.paused} />
      <TransferCard kafoo={kafoo} result={result} />
      <AdvancePanel
        lineId={kafoo.line.id}
        advance={kafoo.overview.advance}
        paused={kafoo.overview.paused.creditAdvance}
        idempotencyKey={kafoo.advanceKey}
        errors={advanced?.errors ?? null}
        granted={advanced?.advance ?? null}
      />
    </div>
  );
}

/**
 * prepaid/kafoo: the page's content, and above it the signed-in customer's credit transfer and
 * advance (visitors: what they can do once signed in), then today's hot bundles.
 */
export default function KafooPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [hero, ...rest] = loaderData.page.blocks;
  const offers = loaderData.sections.flatMap((s) => s.offers.map((offer) => ({ offer, action: s.action })));
  return (
    <article className="page offers-page kafoo-page">
      {hero ? <Blocks blocks={[hero]} /> : null}
      {loaderData.kafoo ? (
        <KafooSignedIn kafoo={loaderData.kafoo} result={actionData} />
      ) : loaderData.paused ? (
        <KafooSignedOut paused={loaderData.paused} />
      ) : null}
      <Blocks blocks={rest} titleFirst={false} />
      {offers.length > 0 ? (
        <section className="block container" aria-labelledby="offers-heading">
          <h2 id="offers-heading">{t("offers.heading")}</h2>
          <ul className="cards offer-cards">
            {offers.map(({ offer, action }) => (
              <OfferCard key={offer.slug} offer={offer} action={action} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = RouteError;
