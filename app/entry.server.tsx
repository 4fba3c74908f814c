import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { RouterContextProvider, ServerRouter } from "react-router";
import { PAGE_CACHE_HEADER, pageCacheDirective } from "../src/lib/page-cache.ts";
import { SiteCssContext } from "./components/site-styles.tsx";
import { type WebEnv, webEnvContext } from "./context.ts";
import { SITE_CSS } from "./lib/site-css.server.ts";

export const streamTimeout = 5_000;

/** The server builds each request's context through this, so the context keys stay in one bundle. */
export function createLoadContext(env: WebEnv): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(webEnvContext, env);
  return context;
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const env = context.get(webEnvContext);
  env.log("error", "unexpected error while rendering", {
    path: new URL(request.url).pathname,
    err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
  });
};

/**
 * The query parameters the page reads when its route declares it the same for every anonymous
 * visitor (`handle.pageCache`), else null. Only a page that rendered without errors qualifies.
 */
function sharedPageQuery({ staticHandlerContext: handled, routeModules }: EntryContext): readonly string[] | null {
  if (handled.errors) return null;
  const leaf = handled.matches.at(-1);
  const handle: unknown = leaf ? routeModules[leaf.route.id]?.handle : undefined;
  if (typeof handle !== "object" || handle === null || !("pageCache" in handle)) return null;
  const { pageCache } = handle;
  if (typeof pageCache !== "object" || pageCache === null || !("query" in pageCache)) return null;
  return Array.isArray(pageCache.query) ? pageCache.query.filter((name) => typeof name === "string") : null;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const shared = responseStatusCode === 200 ? sharedPageQuery(routerContext) : null;
  if (shared) responseHeaders.set(PAGE_CACHE_HEADER, pageCacheDirective(shared));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const userAgent = request.headers.get("user-agent");
  // Spec section 8: crawlers get the status and a minimal body, not the rendered error page.
  if (responseStatusCode >= 400 && userAgent && isbot(userAgent)) {
    responseHeaders.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(`${responseStatusCode}\n`, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // The whole document at once, for everyone: no page suspends, and the server hashes the inline
    // scripts of the finished document for its Content-Security-Policy (decision 041).
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <SiteCssContext value={SITE_CSS}>
        <ServerRouter context={routerContext} url={request.url} />
      </SiteCssContext>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        // A finished part that suspended (a lazily loaded component) is written in place, however
        // large: split out, React would send it hidden, to be shown by a script, so a page without
        // JavaScript would miss it (React's default splits parts over about 12 KB).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
