import { randomBytes } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { voteArticleOp } from "../../../src/contracts/api/article-votes.ts";
import { readCookie } from "../../../src/lib/cookies.ts";
import { webEnvContext } from "../../context.ts";
import { apiFor } from "../../lib/api.server.ts";
import { localeOf } from "../../lib/locale.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

/** The browser's voter id: random, kept a year, sent only to this site's server. */
export const VOTER_COOKIE = "helpful_voter";
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const VOTER = /^[A-Za-z0-9_-]{16,128}$/;

export type VoteResult = { vote: { slug: string; outcome: "thanks" | "limited" | "invalid" } };

/**
 * "Was this helpful?" sent from a help article (a plain POST without JavaScript): counted once
 * per browser and article through the API; the thank-you is on this response only, so the
 * article page itself stays the same for everyone and in the page cache.
 */
export async function voteAction(args: Args) {
  const form = await args.request.formData().catch(() => new FormData());
  const slug = String(form.get("article") ?? "");
  const answer = form.get("helpful");
  const noStore = { "Cache-Control": "private, no-store" };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || (answer !== "yes" && answer !== "no")) {
    return data<VoteResult>({ vote: { slug, outcome: "invalid" } }, { status: 400, headers: noStore });
  }
  const known = readCookie(args.request.headers.get("cookie"), VOTER_COOKIE);
  const voter = known && VOTER.test(known) ? known : randomBytes(18).toString("base64url");
  const secure = args.context.get(webEnvContext).secureCookies ? "; Secure" : "";
  const headers = {
    ...noStore,
    "Set-Cookie": `${VOTER_COOKIE}=${voter}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax; HttpOnly${secure}`,
  };
  try {
    const api = apiFor(args.context, args.request, localeOf(args.params));
    await api.call(voteArticleOp, { params: { slug }, body: { helpful: answer === "yes", voter } });
    return data<VoteResult>({ vote: { slug, outcome: "thanks" } }, { headers });
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 429) {
      return data<VoteResult>({ vote: { slug, outcome: "limited" } }, { status: 429, headers });
    }
    if (error instanceof ApiClientError && error.status < 500) {
      return data<VoteResult>({ vote: { slug, outcome: "invalid" } }, { status: error.status, headers });
    }
    throw error;
  }
}
