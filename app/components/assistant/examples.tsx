import { assistantExamples, type ExampleGroup } from "../../../src/contracts/assistant-examples.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { PageData } from "../../lib/page-data.server.ts";
import { localizedPath } from "../../lib/paths.ts";
import { Blocks } from "../blocks.tsx";
import { LocaleLink } from "../locale-link.tsx";

const GROUPS: { group: ExampleGroup; title: string }[] = [
  { group: "account", title: "assistant.page.groupAccount" },
  { group: "changes", title: "assistant.page.groupChanges" },
  { group: "help", title: "assistant.page.groupHelp" },
];

/**
 * myzain/chatbot-example: questions the assistant really answers, in the page's language. Each
 * opens the assistant with the question asked. They are plain links, never prefetched: opening
 * one asks it (reading only; a purchase or a change still waits for the Confirm button).
 */
export function AssistantExamples({ page, lineId }: { page: PageData; lineId: string }) {
  const { t, locale } = useI18n();
  const open = (question: string) =>
    `${localizedPath(locale.code, "/myzain/chatbot")}?${new URLSearchParams({ q: question, line: lineId })}`;
  return (
    <article className="page myzain-page assistant-examples">
      <h1>{page.page.title}</h1>
      <Blocks blocks={page.page.blocks.filter((b) => b.type === "hero" || b.type === "text")} titleFirst={false} />
      {GROUPS.map(({ group, title }) => (
        <section key={group} className="block" aria-labelledby={`examples-${group}`}>
          <h2 id={`examples-${group}`}>{t(title)}</h2>
          <ul className="assistant-example-list">
            {assistantExamples
              .filter((e) => e.group === group)
              .map((e) => (
                <li key={e.key}>
                  <a href={open(t(e.key))} className="assistant-example">
                    {t(e.key)}
                  </a>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <Blocks blocks={page.page.blocks.filter((b) => b.type !== "hero" && b.type !== "text")} titleFirst={false} />
      <p>
        <LocaleLink to="/myzain/chatbot" className="button">
          {t("assistant.launcher")}
        </LocaleLink>
      </p>
    </article>
  );
}
