/**
 * In the web-only role the API runs elsewhere, but browsers still only talk to their own origin
 * (DESIGN.md "Who holds the token"): /api/v1 requests are forwarded. The caller has already put
 * the session in Authorization and the browser's address in X-Client-IP, and removed cookies.
 */
import { apiUnreachableResponse, REMOTE_API_TIMEOUT_MS, withDeadline } from "./remote-api.server.ts";

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "cookie", "content-length"];

export function createApiProxy(apiOrigin: string, timeoutMs = REMOTE_API_TIMEOUT_MS) {
  return async (request: Request): Promise<Response> => {
    const incoming = new URL(request.url);
    const target = new URL(`${incoming.pathname}${incoming.search}`, apiOrigin);
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    let response: Response;
    try {
      response = await fetch(target, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : null,
        redirect: "manual",
        signal: withDeadline(request.signal, timeoutMs),
      });
    } catch {
      // Refused, reset or past the deadline: the API's own 503, so clients handle one shape.
      return apiUnreachableResponse(request, headers.get("x-request-id") ?? crypto.randomUUID());
    }
    const out = new Headers(response.headers);
    out.delete("content-encoding");
    out.delete("content-length");
    return new Response(response.body, { status: response.status, headers: out });
  };
}
