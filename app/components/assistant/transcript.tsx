import type { ConversationView } from "../../../src/contracts/api/assistant.ts";
import { getLocale } from "../../../src/i18n/locales.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Proposal } from "./proposal.tsx";
import { Chips, TurnExtras } from "./turn-extras.tsx";

/**
 * The conversation, oldest first. Each turn is marked with its own language and direction (a
 * Kurdish question on the Arabic page reads as Kurdish); suggestions are offered under the last
 * answer only, where they still make sense.
 */
export function Transcript({ conversation }: { conversation: ConversationView }) {
  const { t, format } = useI18n();
  const last = conversation.turns.at(-1)?.id;
  return (
    <ol className="assistant-transcript" aria-label={t("assistant.page.transcript")}>
      {conversation.turns.map((turn) => {
        const locale = getLocale(turn.lang);
        return (
          <li
            key={turn.id}
            id={turn.id === last ? "latest" : undefined}
            className={`assistant-turn assistant-turn-${turn.author}`}
          >
            <p className="assistant-who">
              {turn.author === "customer" ? t("assistant.page.you") : t("assistant.page.assistant")}{" "}
              <time dateTime={turn.at}>{format.time(turn.at)}</time>
            </p>
            <div className="assistant-bubble" lang={locale.htmlLang} dir={locale.dir}>
              <p className="assistant-text">{turn.text}</p>
              <TurnExtras extras={turn.extras} />
            </div>
            {turn.action ? <Proposal action={turn.action} /> : null}
            {turn.id === last && turn.extras.chips?.length ? (
              <Chips chips={turn.extras.chips} conversation={conversation.id} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
