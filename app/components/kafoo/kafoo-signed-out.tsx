import type { PublicServiceStates } from "../../../src/contracts/api/kafoo.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localizedPath } from "../../lib/paths.ts";
import { LocaleLink } from "../locale-link.tsx";

/** For visitors: what can be done here once signed in, and whether a service is paused now. */
export function KafooSignedOut({ paused }: { paused: PublicServiceStates }) {
  const { t, locale } = useI18n();
  const back = encodeURIComponent(localizedPath(locale.code, "/prepaid/kafoo"));
  return (
    <section className="kafoo-card container" aria-labelledby="kafoo-online-heading">
      <h2 id="kafoo-online-heading">{t("kafoo.online.title")}</h2>
      <ul>
        <li>{t("kafoo.online.transfer")}</li>
        <li>{t("kafoo.online.advance")}</li>
        <li>{t("kafoo.online.repay")}</li>
      </ul>
      <Paused paused={paused} />
      <p>
        <LocaleLink to={`/login?redirect=${back}`} className="button">
          {t("kafoo.online.signIn")}
        </LocaleLink>
      </p>
    </section>
  );
}

/** Said while staff have paused a service (fraud, an outage). */
export function Paused({ paused }: { paused: PublicServiceStates }) {
  const { t } = useI18n();
  return (
    <>
      {paused.creditTransfer ? <p className="notice">{t("kafoo.paused.transfer")}</p> : null}
      {paused.creditAdvance ? <p className="notice">{t("kafoo.paused.advance")}</p> : null}
    </>
  );
}
