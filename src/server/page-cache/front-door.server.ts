import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { cachedPageRecorder } from "../../lib/http-metrics.server.ts";
import { fastCounter } from "../../lib/metrics.server.ts";
import { matchesEtag, type PageCache } from "./page-cache.server.ts";
import type { CachedPage } from "./page-store.ts";

const HITS = "page_cache_hits_total";
const HITS_HELP = "Pages answered from the shared page cache, by status (200 or 304)";
const countHit = fastCounter(HITS, HITS_HELP, { status: "200" });
const countNotModified = fastCounter(HITS, HITS_HELP, { status: "304" });
/** Hits also count as requests of the group `page_cached`, with their time, beside the rendered pages. */
const observeCached = cachedPageRecorder();

/**
 * The first thing every request meets: a page in the shared cache is written straight to the
 * socket, before URL routing, middleware, React or the API are touched. Anything else goes on to
 * the full stack (`next`). Hits are counted, not logged: at cache speed the access log would cost
 * more than the answer (a CDN or load balancer in front keeps access logs).
 */
export function frontDoor(cache: PageCache | undefined, next: RequestListener): RequestListener {
  if (!cache) return next;
  return (req, res) => {
    const started = performance.now();
    const method = req.method ?? "GET";
    if ((method !== "GET" && method !== "HEAD") || !req.url?.startsWith("/")) return next(req, res);
    const mark = req.url.indexOf("?");
    const pathname = mark === -1 ? req.url : req.url.slice(0, mark);
    const search = mark === -1 ? "" : req.url.slice(mark);
    const found = cache.lookup(method, pathname, search, req.headers.cookie);
    if (found === undefined) return next(req, res);
    if (!(found instanceof Promise)) return send(req, res, found, started);
    found.then(
      (page) => (page ? send(req, res, page, started) : next(req, res)),
      () => next(req, res),
    );
  };
}

function encodingFor(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, started: number): void {
  const headers = [...page.headers, "X-Request-Id", randomUUID()];
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    countNotModified();
    res.writeHead(304, headers);
    res.end();
    observeCached(304, (performance.now() - started) / 1000);
    return;
  }
  const encoding = encodingFor(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding) headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  countHit();
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  observeCached(page.status, (performance.now() - started) / 1000);
}
