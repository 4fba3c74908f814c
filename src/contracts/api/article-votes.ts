/**
 * "Was this helpful?" votes on help articles and FAQs: the vote a reader sends, and the report of
 * the least helpful per language for staff (operator command `articles-least-helpful`).
 */
import { z } from "zod";
import { articleKinds } from "../article-content.ts";
import { defineOperation } from "./operation.ts";

export const articleVoteBody = z.object({
  helpful: z.boolean(),
  voter: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/)
    .meta({ description: "A random id the client keeps per browser or app install: one answer per voter and article" }),
});

export const articleVote = z.object({ slug: z.string(), helpful: z.boolean() }).meta({ id: "ArticleVote" });
export type ArticleVote = z.output<typeof articleVote>;

export const leastHelpful = z.object({
  locale: z.enum(["en", "ar", "ku"]),
  articles: z.array(
    z.object({
      slug: z.string(),
      kind: z.enum(articleKinds),
      title: z.string(),
      yes: z.number().int(),
      no: z.number().int(),
      helpfulShare: z.number(),
    }),
  ),
});
export type LeastHelpful = z.output<typeof leastHelpful>;

export const voteArticleOp = defineOperation({
  method: "post",
  path: "/articles/{slug}/votes",
  tags: ["Content"],
  auth: "apiKey",
  summary: 'Answer "Was this helpful?" for a help article or FAQ, in the caller\'s language',
  description:
    "One answer per `voter` and article: answering again replaces the first answer. Counted under the language of Accept-Language.",
  params: z.object({
    slug: z
      .string()
      .max(100)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  }),
  body: { type: "json", schema: articleVoteBody },
  success: { status: 200, description: "Counted", schema: articleVote },
  errors: [404, 422, 429],
});
