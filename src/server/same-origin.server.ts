/**
 * Whether a state-changing request that relies on the session cookie came from our own pages
 * (DESIGN.md "Who holds the token"). Our origin is the configured `PUBLIC_ORIGIN`, never the
 * request's own Host: behind a proxy or load balancer the Host the server sees is not the one the
 * browser used, and a Host header is whatever the sender wrote, so it proves nothing.
 */
/**
 * Neither Sec-Fetch-Site (the browser computes it against the address it really used) nor Origin,
 * compared with our public origin, names another site; requests with neither (non-browsers) pass.
 */
export function isSameOrigin(request: Request, publicOrigin: string): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  // Both must agree where both are sent: React Router checks Origin again on page actions.
  const origin = request.headers.get("origin");
  return !origin || origin === new URL(publicOrigin).origin;
}
