import type { SearchKind } from "../../src/contracts/api/articles.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { localizedPath } from "./paths.ts";

/** The API refuses longer queries; the box and the loader cut what was typed to this. */
export const MAX_QUERY_LENGTH = 200;
/** Suggestions are asked for from this many typed characters on. */
export const MIN_SUGGEST_LENGTH = 2;

/** The query of a results address: trimmed, at most MAX_QUERY_LENGTH characters. */
export function queryOf(url: URL): string {
  return (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
}

/**
 * A result's address in the visitor's language. The API gives a site path that may carry a query
 * and a #section (`/support/knowledge-center?topic=sim#lost-sim`): only the path part takes the
 * language prefix, and the home page's "/" becomes `/ar`, not `/ar/`.
 */
export function resultHref(locale: LocaleCode, path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const tail = cut < 0 ? "" : path.slice(cut);
  return `${localizedPath(locale, pathname === "" ? "/" : pathname)}${tail}`;
}

/** Heading of each result group; literal keys, so the catalogue check sees them used. */
export const groupHeadingKeys: Record<SearchKind, string> = {
  offer: "search.group.offer",
  page: "search.group.page",
  help: "search.group.help",
  article: "search.group.article",
};

/** The short label that says what a suggestion is. */
export const kindLabelKeys: Record<SearchKind, string> = {
  offer: "search.kind.offer",
  page: "search.kind.page",
  help: "search.kind.help",
  article: "search.kind.article",
};
