import type { MiddlewareFunction } from "react-router";
import { errorPage } from "./error-page.server.ts";
import { readUpTo } from "./limited-form.ts";
import { localeOf } from "./locale.ts";

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
/** Page forms are at most this large (the server's page-form limit); a larger body is the CV upload's to read. */
const CHECKED_BYTES = 256 * 1024;

/**
 * Page actions read their form with `request.formData()`, which throws on a body that is not a form.
 * This refuses such a request before any action runs, with the error page in the visitor's language:
 * 415 when it does not claim to be a form, 400 when it claims to be one and does not parse.
 * It reads a copy of the body, so the action still reads the original.
 */
export const formBodyGuard: MiddlewareFunction<Response> = async ({ request, params }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPE.test(type)) throw errorPage(localeOf(params), 415);
  const copy = request.clone().body;
  const bytes = copy ? await readUpTo(copy, CHECKED_BYTES) : new Uint8Array();
  if (!bytes) return next();
  const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => null);
  if (!form) throw errorPage(localeOf(params), 400);
  return next();
};
