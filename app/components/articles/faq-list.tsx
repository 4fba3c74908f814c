import { useEffect } from "react";
import type { Article } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Blocks } from "../blocks.tsx";

/** Opens the question a `#slug` address points at (on arrival and when the fragment changes). */
function useOpenTargetedQuestion() {
  useEffect(() => {
    const open = () => {
      let id = window.location.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // A malformed fragment (#%E0) names no question: leave the page as it is.
        return;
      }
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView();
      }
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}

/** A topic's FAQs: each question opens its answer; `id` is the FAQ's slug, so `#slug` links reach it. */
export function FaqList({ faqs }: { faqs: Article[] }) {
  const { t } = useI18n();
  useOpenTargetedQuestion();
  if (faqs.length === 0) return null;
  return (
    <section className="block container" aria-labelledby="faqs-heading">
      <h2 id="faqs-heading">{t("articles.help.faqs")}</h2>
      {faqs.map((faq) => (
        <details key={faq.slug} id={faq.slug} className="faq-item">
          <summary>{faq.title}</summary>
          <div className="faq-answer">
            <Blocks blocks={faq.body} titleFirst={false} />
          </div>
        </details>
      ))}
    </section>
  );
}
