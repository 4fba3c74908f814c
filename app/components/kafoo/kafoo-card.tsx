import type { KafooOverview } from "../../../src/contracts/api/kafoo.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

/**
 * The dashboard's Kafoo card for a prepaid line: the advance owed (repaid from the next
 * recharges) or whether one can be taken, and the two quick actions, transfer and advance.
 */
export function KafooCard({ lineId, kafoo }: { lineId: string; kafoo: KafooOverview }) {
  const { t, format } = useI18n();
  const page = `/prepaid/kafoo?line=${lineId}`;
  const { advance, paused } = kafoo;
  const biggest = advance.offers.at(-1)?.amountIqd ?? 0;
  return (
    <section className="block kafoo-card" aria-labelledby="kafoo-card-heading">
      <h2 id="kafoo-card-heading">{t("kafoo.card.title")}</h2>
      <p>
        {advance.outstandingIqd > 0
          ? t("kafoo.card.owed", { owed: format.iqd(advance.outstandingIqd) })
          : advance.eligible && !paused.creditAdvance
            ? t("kafoo.card.canBorrow", { amount: format.iqd(biggest) })
            : t("kafoo.card.transferOnly")}
      </p>
      {/* Both paused: no empty list of actions, only the notice below. */}
      {paused.creditTransfer && paused.creditAdvance ? null : (
        <nav className="quick-actions" aria-label={t("kafoo.card.title")}>
          {paused.creditTransfer ? null : (
            <LocaleLink to={`${page}#transfer-heading`} className="button button-secondary">
              {t("kafoo.card.transfer")}
            </LocaleLink>
          )}
          {paused.creditAdvance ? null : (
            <LocaleLink to={`${page}#advance-heading`} className="button button-secondary">
              {t("kafoo.card.advance")}
            </LocaleLink>
          )}
        </nav>
      )}
      {paused.creditTransfer || paused.creditAdvance ? <p className="notice">{t("kafoo.card.paused")}</p> : null}
    </section>
  );
}
