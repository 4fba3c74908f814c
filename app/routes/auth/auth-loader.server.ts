import { type RouterContextProvider, redirect } from "react-router";
import type { LocaleCode } from "../../../src/i18n/locales.ts";
import { viewerContext, webEnvContext } from "../../context.ts";
import { loadPageData } from "../../lib/page-data.server.ts";
import { isSafeRedirect, localizedPath } from "../../lib/paths.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

/** What every account page needs: its content record, the visitor (if signed in) and the rules. */
export async function authPageData(args: Args, slug: string) {
  const page = await loadPageData(args, slug, { indexable: false });
  const { auth } = args.context.get(webEnvContext).config;
  return {
    ...page,
    viewer: args.context.get(viewerContext),
    signupEnabled: auth.signupEnabled,
    prefixes: auth.mobilePrefixes,
  };
}

/** After signing in: the `redirect` parameter when it is a same-site path, else myzain. */
export function afterSignIn(request: Request, locale: LocaleCode, headers: HeadersInit) {
  const target = new URL(request.url).searchParams.get("redirect");
  return redirect(isSafeRedirect(target) ? target : localizedPath(locale, "/myzain"), { headers });
}
