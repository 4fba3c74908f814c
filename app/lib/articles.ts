import { type ArticleKind, articlePath } from "../../src/contracts/article-content.ts";
import type { Block } from "../../src/contracts/page-content.ts";

/** The API's article shapes (GET /api/v1/articles...), as the web app reads them. */
export type ArticleImage = { src: string; width: number; height: number };
/** `closesAt` absent: open until the role is filled. */
export type JobFacts = { location: string; employment: string; closesAt?: string };

export type ArticleSummary = {
  slug: string;
  kind: ArticleKind;
  category: string | null;
  audience: "personal" | "business";
  /** YYYY-MM-DD */
  publishedAt: string;
  updatedAt: string | null;
  featured: boolean;
  image: ArticleImage | null;
  imageAlt: string | null;
  job: JobFacts | null;
  title: string;
  summary: string;
};
export type Article = ArticleSummary & { body: Block[] };
export type ArticleList = { items: ArticleSummary[]; page: number; pageSize: number; total: number };
export type ArticleCategory = {
  slug: string;
  audience: "personal" | "business";
  name: string;
  description: string | null;
};

/** Where an article is read, without the language prefix (the one rule shared with the API). */
export const linkOf = (a: ArticleSummary) => articlePath(a);
