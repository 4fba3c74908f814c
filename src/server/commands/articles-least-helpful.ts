/**
 * `articles-least-helpful [--limit N] [--min-votes N]`: for staff, per language, the help articles
 * and FAQs readers answered "no" to most often ("Was this helpful?"), lowest share of "yes" first.
 */
import { parseArgs } from "node:util";
import { leastHelpfulArticles } from "../../domain/articles/votes.ts";
import { jobServiceContext } from "../../jobs/service-context.server.ts";
import type { Command, CommandContext } from "./command.ts";

const USAGE = "articles-least-helpful [--limit 10] [--min-votes 5]";

const count = (value: string | undefined, fallback: number) => {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

async function run(ctx: CommandContext): Promise<number> {
  const { values } = parseArgs({
    args: ctx.args,
    options: { limit: { type: "string" }, "min-votes": { type: "string" } },
  });
  const limit = count(values.limit, 10);
  const minVotes = count(values["min-votes"], 5);
  if (limit === null || minVotes === null) {
    console.error(`Usage: ${USAGE}`);
    return 2;
  }
  const service = jobServiceContext(
    { db: ctx.database.db, config: ctx.config, log: ctx.log, now: new Date() },
    {},
    "cli",
  );
  const report = await leastHelpfulArticles({ ctx: service, input: { limit, minVotes } });
  for (const { locale, articles } of report) {
    console.log(`\n${locale}: ${articles.length === 0 ? `no article with ${minVotes} or more answers yet` : ""}`);
    for (const a of articles) {
      const share = `${Math.round(a.helpfulShare * 100)}%`.padStart(4);
      console.log(`  ${share} helpful  yes ${a.yes}  no ${a.no}  ${a.kind} ${a.slug}  ${a.title}`);
    }
  }
  return 0;
}

export const articlesLeastHelpfulCmd: Command = { name: "articles-least-helpful", usage: USAGE, run };
