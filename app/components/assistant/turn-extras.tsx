import { Form } from "react-router";
import type { AssistantTurnView } from "../../../src/contracts/api/assistant.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localDigits, nationalPhone } from "../../lib/store-format.ts";
import { LocaleLink } from "../locale-link.tsx";

type Extras = AssistantTurnView["extras"];

/** Suggested questions: each a small form that asks it in this conversation. */
export function Chips({ chips, conversation }: { chips: string[]; conversation: string }) {
  const { t } = useI18n();
  return (
    <ul className="assistant-chips" aria-label={t("assistant.page.suggestions")}>
      {chips.map((chip) => (
        <li key={chip}>
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="conversation" value={conversation} />
            <input type="hidden" name="text" value={chip} />
            <button type="submit" className="chip" dir="auto">
              {chip}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

function Stores({ stores }: { stores: NonNullable<Extras["stores"]> }) {
  const { t, format } = useI18n();
  return (
    <ul className="assistant-stores">
      {stores.map((s) => (
        <li key={s.id} className="store-card">
          <h3>{s.name}</h3>
          <p className="store-place">{s.address}</p>
          <p>
            <span className={s.openNow ? "open-now" : "closed-now"}>
              {s.openNow ? t("assistant.page.openNow") : t("assistant.page.closedNow")}
            </span>{" "}
            {s.hoursToday
              ? t("assistant.page.hoursToday", { hours: `\u2066${localDigits(s.hoursToday, format.number)}\u2069` })
              : t("assistant.page.closedToday")}
          </p>
          {s.distanceKm !== null ? <p>{t("assistant.page.distance", { km: format.number(s.distanceKm) })}</p> : null}
          <p className="assistant-store-links">
            <a href={`tel:${s.phone}`}>
              {t("assistant.page.phone")} <bdi dir="ltr">{nationalPhone(s.phone)}</bdi>
            </a>
            <a href={s.directions} rel="noopener noreferrer" target="_blank">
              {t("assistant.page.directions")}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** What an answer carries besides its words: a quoted article, stores, links, a ticket reference. */
export function TurnExtras({ extras }: { extras: Extras }) {
  const { t } = useI18n();
  return (
    <>
      {extras.quote ? (
        <blockquote className="assistant-quote" cite={extras.quote.href}>
          <p>
            <strong>{extras.quote.title}</strong>
          </p>
          <p>{extras.quote.summary}</p>
        </blockquote>
      ) : null}
      {extras.stores ? <Stores stores={extras.stores} /> : null}
      {extras.ticket ? (
        <p className="assistant-ticket">
          {t("assistant.page.reference", { reference: `\u2066${extras.ticket}\u2069` })}
        </p>
      ) : null}
      {extras.links?.length ? (
        <ul className="assistant-links">
          {extras.links.map((link) => (
            <li key={link.href}>
              <LocaleLink to={link.href}>{link.label}</LocaleLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
