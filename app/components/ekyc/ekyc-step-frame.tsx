import type { ReactNode } from "react";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

type Props = {
  title: string;
  lead?: string | undefined;
  /** Step n of total of this order; absent on pages outside the steps (no order yet, a redo). */
  position?: { n: number; total: number } | undefined;
  children: ReactNode;
};

/** The frame of an identity-check page: where the visitor is in the order, the title and the lead. */
export function EkycStepFrame({ title, lead, position, children }: Props) {
  const { t } = useI18n();
  return (
    <article className="page ekyc-page">
      <header className="page-header container">
        {position ? <p className="ekyc-progress">{t("ekyc.stepOf", position)}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
      </header>
      <div className="container ekyc-panel">{children}</div>
    </article>
  );
}

/** A step opened without an order: no dead end, the way to start one. */
export function NoOrderYet() {
  const { t } = useI18n();
  return (
    <EkycStepFrame title={t("ekyc.noDraft.title")} lead={t("ekyc.noDraft.text")}>
      <p>
        <LocaleLink className="button button-large" to="/order">
          {t("ekyc.noDraft.start")}
        </LocaleLink>
      </p>
    </EkycStepFrame>
  );
}

/** A short list of how to get a usable photo, beside the fields. */
export function PhotoTips({ title, tips }: { title: string; tips: string[] }) {
  return (
    <section className="ekyc-tips" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
