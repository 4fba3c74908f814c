import type { RouterContextProvider } from "react-router";
import { type SearchResults, searchOp, suggestOp, type Topic } from "../../src/contracts/api/articles.ts";
import { apiFor } from "../lib/api.server.ts";
import { localeOf } from "../lib/locale.ts";
import { loadPageData, type PageData } from "../lib/page-data.server.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { queryOf } from "../lib/search.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

const apiOf = ({ context, request, params }: Args) => apiFor(context, request, localeOf(params));

/** The popular topics (GET /search/suggest without a query); none if the API cannot say. */
async function popularTopics(args: Args): Promise<Topic[]> {
  try {
    return await apiOf(args).call(suggestOp);
  } catch {
    return [];
  }
}

export type ResultsPageData = PageData & { query: string; results: SearchResults | null; popular: Topic[] };

/**
 * hyper-result: its content record (title, introduction, tips) and the results for `?q=`. Without
 * a query, or when nothing is found, the popular topics. Result pages stay out of search engines.
 */
export async function loadResultsPage(args: Args): Promise<ResultsPageData> {
  const query = queryOf(pageUrlOf(args.request));
  const [page, results] = await Promise.all([
    loadPageData(args, "hyper-result", { indexable: false }),
    apiOf(args).call(searchOp, { query: { q: query } }),
  ]);
  // A query of punctuation or diacritics alone looks for nothing: shown as no query.
  if (!query || results.query === "") return { ...page, query: "", results: null, popular: results.popular };
  const found = results.groups.some((group) => group.results.length > 0);
  return { ...page, query, results, popular: found ? [] : await popularTopics(args) };
}

export type SearchPageData = PageData & { popular: Topic[] };

/** search-page: its content record and the popular topics under the box. */
export async function loadSearchPage(args: Args): Promise<SearchPageData> {
  const [page, popular] = await Promise.all([
    loadPageData(args, "search-page", { indexable: true }),
    popularTopics(args),
  ]);
  return { ...page, popular };
}
