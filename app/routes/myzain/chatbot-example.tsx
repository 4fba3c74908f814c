import { assistantExamples, type ExampleGroup } from "../../../src/contracts/assistant-examples.ts";
import { Blocks } from "../../components/blocks.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { myzainPage } from "../../lib/myzain.server.ts";
import { localizedPath } from "../../lib/paths.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/chatbot-example";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export async function loader(args: Route.LoaderArgs) {
  const { page, line } = await myzainPage(args, "myzain/chatbot-example");
  return { page, lineId: line.id };
}

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
export default function ChatbotExamples({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { page, lineId } = loaderData;
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

export const ErrorBoundary = RouteError;
