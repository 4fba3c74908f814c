import type { ArticleSummary } from "../../src/contracts/api/articles.ts";
import { articlePath } from "../../src/contracts/article-path.ts";

/** Where an article is read, without the language prefix (the one rule shared with the API). */
export const linkOf = (a: ArticleSummary) => articlePath(a);
