/**
 * Answers from the help articles, small talk, and asking back when unsure. An article is quoted
 * (its summary, in the answer's language) and linked where the site shows it.
 */
import { articlePath } from "../../../contracts/article-path.ts";
import { assistantExamples, type ExampleIntent } from "../../../contracts/assistant-examples.ts";
import { getArticle } from "../../articles/articles.ts";
import { DomainError } from "../../errors.ts";
import { type Asked, inLang, type Reply } from "./reply.ts";
import { chipsFor, STARTERS } from "./suggestions.ts";

async function findArticle(a: Asked, slug: string) {
  for (const kind of ["faq", "help"] as const) {
    try {
      return await getArticle({ ctx: inLang(a), input: { kind, slug } });
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === "not_found")) throw error;
    }
  }
  return null;
}

/** The best article's summary with a link to read it all; the next best are offered as links too. */
export async function answerFaq(a: Asked): Promise<Reply | null> {
  const { say } = a;
  // Other articles are offered only when they scored nearly as well as the best one.
  const hits = a.understanding.articles ?? [];
  const top = hits[0]?.score ?? 0;
  const close = hits.filter((h) => h.score >= top * 0.8).map((h) => h.slug);
  const slugs = close.length > 0 ? close : a.understanding.article ? [a.understanding.article] : [];
  const [best, ...others] = (await Promise.all(slugs.slice(0, 3).map((s) => findArticle(a, s)))).filter(
    (x): x is NonNullable<typeof x> => x !== null,
  );
  if (!best) return null;
  const href = articlePath(best);
  return {
    text: say("assistant.faq.answer", { title: best.title }),
    extras: {
      quote: { title: best.title, summary: best.summary, href },
      links: [
        { label: say("assistant.faq.read"), href },
        ...others.map((o) => ({ label: o.title, href: articlePath(o) })),
      ],
    },
  };
}

export function answerGreeting(a: Asked, thanks: boolean): Reply {
  return {
    text: a.say(thanks ? "assistant.thanks" : "assistant.greeting"),
    extras: { chips: chipsFor(a.lang, STARTERS) },
  };
}

/** Not sure enough to act: say so, and offer the closest things the assistant can do. */
export function askBack(a: Asked): Reply {
  // A guessed purchase is not offered back: its example names another bundle than the customer's.
  const guess = assistantExamples.find((e) => e.intent === a.understanding.intent && e.intent !== "buy_bundle");
  const first: ExampleIntent[] = guess ? [guess.intent] : [];
  const chips = [...new Set([...first, ...STARTERS])];
  return { text: a.say("assistant.unsure"), extras: { chips: chipsFor(a.lang, chips) } };
}
