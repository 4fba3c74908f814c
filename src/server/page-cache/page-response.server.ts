import {
  isShareableRequest,
  PAGE_CACHE_HEADER,
  PAGE_CACHE_UNTIL_HEADER,
  parsePageCacheDirective,
} from "../../lib/page-cache.ts";
import { contentSecurityPolicy, inlineHashes } from "./csp.server.ts";
import { etagOf, matchesEtag, SHARED_PAGE_CACHE_CONTROL } from "./page-cache.server.ts";
import { scriptsAfterPaint } from "./scripts-after-paint.ts";

/** A page this response may share with every anonymous visitor, for the cache to keep. */
export type SharedRender = {
  query: readonly string[];
  html: string;
  etag: string;
  status: number;
  /** Epoch ms after which the page is no longer right, when its route said so. */
  until?: number;
};

/**
 * Finishes a rendered HTML page: its Content-Security-Policy from the hashes of its own inline
 * scripts, and its caching. A page its route declares shared, asked for without a session and
 * setting no cookie, is public with an ETag (a matching If-None-Match gets a 304); every other
 * page is private and never stored, since it may show one visitor's data. A route may also make
 * one response of a shared page private (`Cache-Control: no-store` from its loader: a page drawn
 * for one visitor's coordinates), or say until when it is right (`X-Page-Cache-Until`).
 */
export async function finishPage(
  request: Request,
  response: Response,
  tagManager: boolean,
  tileOrigin: string | null = null,
): Promise<{ response: Response; shared: SharedRender | null }> {
  const html = scriptsAfterPaint(await response.text());
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineHashes(html), tagManager, tileOrigin));
  const query = parsePageCacheDirective(headers.get(PAGE_CACHE_HEADER));
  headers.delete(PAGE_CACHE_HEADER);
  const until = Number(headers.get(PAGE_CACHE_UNTIL_HEADER) ?? Number.NaN);
  headers.delete(PAGE_CACHE_UNTIL_HEADER);
  const shareable =
    query !== null &&
    !/no-store|private/.test(headers.get("cache-control") ?? "") &&
    response.status === 200 &&
    !headers.has("set-cookie") &&
    isShareableRequest(request.method, request.headers.get("cookie") ?? undefined);
  if (!shareable) {
    headers.set("Cache-Control", "private, no-store");
    return {
      response: new Response(request.method === "HEAD" ? null : html, { status: response.status, headers }),
      shared: null,
    };
  }
  headers.set("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
  if (request.method === "HEAD") return { response: new Response(null, { status: 200, headers }), shared: null };
  const etag = etagOf(html);
  headers.set("ETag", etag);
  if (matchesEtag(request.headers.get("if-none-match"), etag)) {
    return { response: new Response(null, { status: 304, headers }), shared: null };
  }
  return {
    response: new Response(html, { status: 200, headers }),
    shared: { query, html, etag, status: 200, ...(Number.isFinite(until) ? { until } : {}) },
  };
}
