import { Form } from "react-router";
import { useI18n } from "../../lib/i18n.tsx";

export type VoteOutcome = "thanks" | "limited" | "invalid";

/**
 * "Was this helpful?" under a help article: two buttons in a plain POST form, the same for every
 * reader (the page stays in the shared cache); the answer to a vote replaces the buttons.
 */
export function HelpfulVote({ slug, outcome }: { slug: string; outcome: VoteOutcome | null }) {
  const { t } = useI18n();
  return (
    <section className="helpful-vote container" aria-labelledby="helpful-vote-title" id="helpful">
      <h2 id="helpful-vote-title">{t("articles.helpful.question")}</h2>
      {outcome === "thanks" ? (
        <p role="status">{t("articles.helpful.thanks")}</p>
      ) : (
        <Form method="post" className="helpful-vote-form" preventScrollReset>
          <input type="hidden" name="article" value={slug} />
          {outcome === "limited" ? <p role="alert">{t("articles.helpful.limited")}</p> : null}
          {outcome === "invalid" ? <p role="alert">{t("articles.helpful.invalid")}</p> : null}
          <button type="submit" name="helpful" value="yes" className="button button-secondary">
            {t("articles.helpful.yes")}
          </button>
          <button type="submit" name="helpful" value="no" className="button button-secondary">
            {t("articles.helpful.no")}
          </button>
        </Form>
      )}
    </section>
  );
}
