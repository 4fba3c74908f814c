import { voteArticleOp } from "../../contracts/api/article-votes.ts";
import { voteOnArticle } from "../../domain/articles/votes.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** `POST /api/v1/articles/{slug}/votes`: "Was this helpful?", rate-limited per client by the service. */
export function articleVoteRoutes() {
  const r = newRouter();
  implement(r, voteArticleOp, async (c, { ctx, params, body }) => {
    c.header("Cache-Control", "no-store");
    return voteOnArticle({ ctx, input: { slug: params.slug, ...body } });
  });
  return r;
}
