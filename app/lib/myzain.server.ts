import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiClientError } from "../../src/client/api-client.ts";
import { listLinesOp } from "../../src/contracts/api/lines.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { viewerContext, webEnvContext } from "../context.ts";
import { apiFor } from "./api.server.ts";
import { clearAuthCookie } from "./auth-cookies.server.ts";
import { localeOf } from "./locale.ts";
import { loadPageData } from "./page-data.server.ts";
import { pageUrlOf } from "./page-url.ts";
import { localizedPath } from "./paths.ts";

export type MyzainArgs = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

/** Where a signed-out visitor is sent: sign-in, then back to this address (spec section 4). */
function signInAndBack(args: MyzainArgs): string {
  const url = pageUrlOf(args.request);
  const locale: LocaleCode = localeOf(args.params);
  return `${localizedPath(locale, "/login")}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * For signed-in pages the spec's route list does not name (so the manifest's rule does not reach
 * them): a visitor without a session is sent to sign in and back.
 */
export function requireViewer(args: MyzainArgs): void {
  if (!args.context.get(viewerContext)) throw redirect(signInAndBack(args));
}

/**
 * Runs a myzain API call; a 401 (the session ended meanwhile) clears the cookie and sends the
 * customer to sign in and back (spec section 4); a 403 (an owner's page opened by a business
 * account's member, a business page by a personal account) is the page's 403; any other failure is
 * the route's error.
 */
export async function signedIn<T>(args: MyzainArgs, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) {
      throw redirect(signInAndBack(args), {
        headers: { "Set-Cookie": clearAuthCookie(args.context.get(webEnvContext)) },
      });
    }
    if (error instanceof ApiClientError && error.status === 403) throw data(null, { status: 403 });
    throw error;
  }
}

/**
 * The API client, the customer's lines and the one chosen with `?line=` (the main line by
 * default): what a myzain action or download needs.
 */
export async function myzainLine(args: MyzainArgs) {
  const locale: LocaleCode = localeOf(args.params);
  const api = apiFor(args.context, args.request, locale);
  const lines = await signedIn(args, () => api.call(listLinesOp));
  const wanted = pageUrlOf(args.request).searchParams.get("line");
  const line = lines.find((l) => l.id === wanted) ?? lines[0];
  if (!line) throw data("No line on this account", { status: 404 });
  return { api, lines, line, locale };
}

/** What every myzain page starts from: its content record (title, help text) and the line. */
export async function myzainPage(args: MyzainArgs, slug: string) {
  const [page, chosen] = await Promise.all([loadPageData(args, slug, { indexable: false }), myzainLine(args)]);
  return { page, ...chosen };
}
